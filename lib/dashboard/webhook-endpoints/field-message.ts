/** A field error of the payment API as a message of the settings catalogue (`settings.endpoints.field.<key>`) and its arguments. */
export type EndpointFieldMessage = { key: EndpointFieldKey; values?: Record<string, string> };

export type EndpointFieldKey = "required" | "url" | "tooLong" | "text" | "events" | "invalid";

/**
 * The payment API words its field errors in stable English (lib/contract/requests.ts: the URL,
 * description and event types of POST and PATCH /webhook-endpoints, and POST /webhook-tests);
 * each one the endpoint forms can meet, matched here, is said in the reader's language.
 */
const PATTERNS: Array<[RegExp, EndpointFieldKey, ...string[]]> = [
  [/^(is required$|give url)/, "required"],
  [/^must be an http\(s\) URL$/, "url"],
  [/^must be at most (\d+) characters$/, "tooLong", "max"],
  [/^must (be a string|not contain NUL)/, "text"],
];

/**
 * `message`, the API's refusal of `field`, as a catalogue message. Any refusal of the types reads as
 * one sentence (the form offers only the types there are); one this version does not know reads
 * "is not valid": the form never shows the API's English.
 */
export function endpointFieldMessage(field: string, message: string): EndpointFieldMessage {
  if (/^events(\[|\.|$)/.test(field)) return { key: "events" };
  for (const [pattern, key, ...names] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    return names.length > 0 ? { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""])) } : { key };
  }
  return { key: "invalid" };
}
