/**
 * How a receiver verifies Caja's webhooks, in the merchant's language: the Standard Webhooks
 * library of each (the same scheme Caja signs with), the secret read from the environment, never
 * written into the code. `secretId` names which of the endpoint's secrets that is. No zod, no
 * server code: the tester shows it in the browser.
 */
export const SNIPPET_LANGUAGES = ["node", "python", "php"] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

export function verificationSnippet(language: SnippetLanguage, secretId: string | null): string {
  const which = secretId ? `the secret ${secretId} (whsec_…), shown when it was created or rotated` : "the endpoint's secret (whsec_…)";
  switch (language) {
    case "node":
      return `// npm install standardwebhooks express
import express from "express";
import { Webhook } from "standardwebhooks";

// CAJA_WEBHOOK_SECRET: ${which}
const webhook = new Webhook(process.env.CAJA_WEBHOOK_SECRET);
const app = express();

app.post("/caja/webhooks", express.raw({ type: "application/json" }), (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body, req.headers); // the raw body, as received
  } catch {
    return res.sendStatus(400); // not signed by Caja, or too old
  }
  // req.headers["webhook-id"] is the event's id: the same on every retry
  console.log(req.headers["caja-event-type"], event);
  res.sendStatus(200);
});
app.listen(3000);
`;
    case "python":
      return `# pip install standardwebhooks flask
import os
from flask import Flask, request
from standardwebhooks.webhooks import Webhook

# CAJA_WEBHOOK_SECRET: ${which}
webhook = Webhook(os.environ["CAJA_WEBHOOK_SECRET"])
app = Flask(__name__)

@app.post("/caja/webhooks")
def caja_webhooks():
    try:
        event = webhook.verify(request.get_data(), dict(request.headers))  # the raw body
    except Exception:
        return "", 400  # not signed by Caja, or too old
    # request.headers["webhook-id"] is the event's id: the same on every retry
    print(request.headers.get("caja-event-type"), event)
    return "", 200
`;
    case "php":
      return `<?php
// composer require standard-webhooks/standard-webhooks
require __DIR__ . '/vendor/autoload.php';

// CAJA_WEBHOOK_SECRET: ${which}
$webhook = new \\StandardWebhooks\\Webhook(getenv('CAJA_WEBHOOK_SECRET'));
$payload = file_get_contents('php://input'); // the raw body
$headers = [
    'webhook-id' => $_SERVER['HTTP_WEBHOOK_ID'] ?? '',
    'webhook-timestamp' => $_SERVER['HTTP_WEBHOOK_TIMESTAMP'] ?? '',
    'webhook-signature' => $_SERVER['HTTP_WEBHOOK_SIGNATURE'] ?? '',
];
try {
    $event = $webhook->verify($payload, $headers);
} catch (\\Exception $e) {
    http_response_code(400); // not signed by Caja, or too old
    exit;
}
// $headers['webhook-id'] is the event's id: the same on every retry
error_log(($_SERVER['HTTP_CAJA_EVENT_TYPE'] ?? '') . ' ' . json_encode($event));
http_response_code(200);
`;
  }
}
