import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { appClient } from "../support/app-client";
import { appsForSpec, tempDataDir } from "../support/app-process";
import { SERVER_SECRETS_ENV } from "../support/secrets";
import { selfSignedCertificate } from "../support/tls";
import { startReceiver } from "../support/webhook-receiver";

const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(apps.stopAll);

/**
 * Merchants' webhook URLs are host names over HTTPS (`https://shop.example/hooks`), not IP
 * literals. Here: `https://localhost:<port>/hooks` with the receiver's certificate trusted by the
 * server (NODE_EXTRA_CA_CERTS, as an operator adds a private CA), so the name is resolved, checked
 * against the address policy, connected to, and the certificate verified for that name.
 */
test("HTTPS webhooks to a host name: delivered and signed when the certificate matches the name, refused when it does not", async () => {
  const good = selfSignedCertificate("localhost");
  const wrong = selfSignedCertificate("other.example");
  const trusted = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "caja-ca-")), "ca.pem");
  fs.writeFileSync(trusted, good.cert + wrong.cert);
  const receiver = await startReceiver(0, good);
  const impostor = await startReceiver(0, wrong);
  const app = await apps.start({ DATA_DIR: tempDataDir(), NODE_EXTRA_CA_CERTS: trusted, WEBHOOK_RETRY_SCHEDULE: "0,0.2" });
  try {
    expect(receiver.url).toMatch(/^https:\/\/localhost:\d+\/hooks$/);
    const shop = await appClient(app.url).merchant("TLS shop", receiver.url);
    receiver.verifyWith([shop.webhookSecret]);
    const intent = await shop.client.create("qr_present");
    await shop.client.advance(intent, "qr_authorized");
    await receiver.until(() => receiver.unique().length === 4, 10_000, "4 deliveries over HTTPS");
    expect(receiver.unique().every((r) => r.verifiedWith.length === 1)).toBe(true);

    const other = await appClient(app.url).merchant("Impostor shop", impostor.url);
    const refused = await other.client.create("ec_remote");
    await expect.poll(async () => (await other.client.deliveries(refused))[0]?.state, { timeout: 10_000 }).toBe("failed");
    expect((await other.client.deliveries(refused))[0]!.deliveries[0]!.error).toMatch(/^ERR_TLS_CERT_ALTNAME_INVALID/);
    expect(impostor.received).toHaveLength(0);
  } finally {
    await receiver.close();
    await impostor.close();
  }
});
