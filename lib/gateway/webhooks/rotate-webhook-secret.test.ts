import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decryptSecret } from "../../crypto";
import { addMerchant, openMemoryDatabase, TEST_SECRETS, type MemoryDatabase } from "../../testing/memory-database";
import { primaryEndpointId } from "./primary-endpoint-id";
import { rotateWebhookSecret } from "./rotate-webhook-secret";

const MASTER_KEY = Buffer.from(TEST_SECRETS.MASTER_KEY, "base64");
const DAY = 86_400;

describe("rotateWebhookSecret", () => {
  let m: MemoryDatabase;
  beforeAll(async () => {
    m = await openMemoryDatabase();
  });
  afterAll(async () => m?.close());

  const secretsOf = (merchantId: string) =>
    m.db.prisma.webhookSecret.findMany({ where: { merchantId }, orderBy: { createdAt: "asc" }, select: { id: true, secretEnc: true, expiresAt: true } });

  it("outside a transaction: stores the new secret (encrypted) and gives the ones in force the overlap", async () => {
    const merchant = await addMerchant(m.db, "Rotating shop");
    const [first] = await secretsOf(merchant.id);
    expect(first!.expiresAt).toBeNull();

    const rotated = await rotateWebhookSecret(m.db.store, MASTER_KEY, merchant, primaryEndpointId(merchant.id), DAY);

    const secrets = await secretsOf(merchant.id);
    expect(secrets.map((s) => s.id)).toEqual([first!.id, rotated.id]);
    expect(secrets[0]!.expiresAt!.toISOString()).toBe(rotated.previousExpire);
    expect(secrets[0]!.expiresAt!.getTime() - Date.now()).toBeGreaterThan((DAY - 60) * 1000);
    expect(secrets[1]!.expiresAt).toBeNull();
    expect(decryptSecret(MASTER_KEY, secrets[1]!.secretEnc, merchant.id).toString()).toBe(rotated.secret);
  });

  it("never lengthens an overlap already running: a second rotation shortens it to its own", async () => {
    const merchant = await addMerchant(m.db, "Twice rotating shop");
    await rotateWebhookSecret(m.db.store, MASTER_KEY, merchant, primaryEndpointId(merchant.id), DAY);
    const second = await rotateWebhookSecret(m.db.store, MASTER_KEY, merchant, primaryEndpointId(merchant.id), 60);
    const secrets = await secretsOf(merchant.id);
    expect(secrets.map((s) => s.expiresAt?.toISOString() ?? null)).toEqual([second.previousExpire, second.previousExpire, null]);
  });

  it("inside a transaction it joins it: committed with it", async () => {
    const merchant = await addMerchant(m.db, "Committing shop");
    const rotated = await m.db.store.transaction(async (tx) => {
      expect(tx.inTransaction).toBe(true);
      const result = await rotateWebhookSecret(tx, MASTER_KEY, merchant, primaryEndpointId(merchant.id), DAY);
      // visible inside the transaction (through it: on PGlite the one connection is the transaction's)
      expect(await tx.prisma.webhookSecret.count({ where: { merchantId: merchant.id } })).toBe(2);
      return result;
    });
    expect((await secretsOf(merchant.id)).map((s) => s.id)).toContain(rotated.id);
  });

  it("inside a transaction it joins it: rolled back with it, leaving no new secret and the old one in force", async () => {
    const merchant = await addMerchant(m.db, "Rolling back shop");
    const before = await secretsOf(merchant.id);

    const failing = m.db.store.transaction(async (tx) => {
      await rotateWebhookSecret(tx, MASTER_KEY, merchant, primaryEndpointId(merchant.id), DAY);
      expect(await tx.prisma.webhookSecret.count({ where: { merchantId: merchant.id } })).toBe(2);
      throw new Error("the rest of the unit of work failed");
    });
    await expect(failing).rejects.toThrow("the rest of the unit of work failed");

    expect(await secretsOf(merchant.id)).toEqual(before);
    expect(before[0]!.expiresAt).toBeNull();
  });
});
