import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decryptSecret } from "../crypto";
import { processState } from "../process-state";
import { openMemoryDatabase, type MemoryDatabase } from "../testing/memory-database";
import { merchantConfig } from "./merchant-config";
import { saveRotatedSecret, webhookSecrets } from "./webhook-secrets";

const AAD = "dashboard_setting:webhook_secrets";

describe("the receiver's webhook secrets, kept in dashboard_setting", () => {
  let m: MemoryDatabase;
  beforeAll(async () => {
    m = await openMemoryDatabase();
  });
  afterAll(async () => m?.close());

  const stored = async () => (await m.db.query<{ value: string }>("SELECT value FROM dashboard_setting WHERE key = 'webhook_secrets'"))[0]?.value;
  /** Forgets the receiver's 2 s cache, as if the next request came later. */
  const later = () => (processState("receiverSecrets", () => ({ at: 0, secrets: [] as string[] })).at = 0);

  it("a rotation from Settings stores the secrets sealed under the master key, and the receiver reads them back", async () => {
    const config = merchantConfig();
    const until = new Date(Date.now() + 3_600_000);
    await saveRotatedSecret(m.db.store, "whsec_Um90YXRlZFNlY3JldE9uZTAwMDAwMDAw", until, config);
    const value = (await stored())!;
    expect(value).toMatch(/^v1\./);
    expect(value).not.toContain("Um90YXRlZFNlY3JldE9uZTAwMDAwMDAw");
    expect(value).not.toContain(config.webhookSecret.slice(6));
    const opened = JSON.parse(decryptSecret(config.masterKey, value, AAD).toString("utf8")) as Array<{ secret: string; until: string | null }>;
    expect(opened).toEqual([
      { secret: "whsec_Um90YXRlZFNlY3JldE9uZTAwMDAwMDAw", until: null },
      { secret: config.webhookSecret, until: until.toISOString() },
    ]);
    later();
    expect(await webhookSecrets(m.db.store, config)).toEqual(["whsec_Um90YXRlZFNlY3JldE9uZTAwMDAwMDAw", config.webhookSecret]);
  });

  it("a plaintext value of an older version is read, and saved again sealed at once", async () => {
    const config = merchantConfig();
    const legacy = JSON.stringify([
      { secret: "whsec_TGVnYWN5UGxhaW50ZXh0U2VjcmV0MDAw", until: null },
      { secret: "whsec_T2xkRXhwaXJlZFNlY3JldDAwMDAwMDAw", until: "2020-01-01T00:00:00.000Z" },
    ]);
    await m.db.prisma.dashboardSetting.update({ where: { key: "webhook_secrets" }, data: { value: legacy } });
    later();
    expect(await webhookSecrets(m.db.store, config)).toEqual(["whsec_TGVnYWN5UGxhaW50ZXh0U2VjcmV0MDAw", config.webhookSecret]);
    const value = (await stored())!;
    expect(value).toMatch(/^v1\./);
    expect(value).not.toContain("TGVnYWN5UGxhaW50ZXh0U2VjcmV0MDAw");
    // what was stored is kept as it was (the expired one too: it is dropped by the next rotation)
    expect(decryptSecret(config.masterKey, value, AAD).toString("utf8")).toBe(legacy);
  });

  it("a sealed value moved to another setting does not open there", async () => {
    const value = (await stored())!;
    expect(() => decryptSecret(merchantConfig().masterKey, value, "dashboard_setting:something_else")).toThrow();
  });
});
