import { generateKeyPairSync, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildCardTransaction, sandboxTrack2 } from "../../pos/build-card-transaction";
import { verifyCompactTransaction, verifyJsonTransaction } from "./verify-card-tokens";

function keysForIntent() {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const encryption = randomBytes(32).toString("base64");
  return {
    pos: { signature: privateKey.export({ type: "pkcs8", format: "pem" }) as string, encryption },
    service: { publicKey: publicKey.export({ type: "spki", format: "pem" }) as string, encryption },
  };
}

const intent = { id: "cp_abcdefghijklmnopqrstuv", amount: "149.50" };
const card = { card: "4242424242424242", nip: "1234", track2: sandboxTrack2("4242424242424242") };

describe("card transaction tokens", () => {
  it("accepts what the POS helper builds, in both forms", async () => {
    const keys = keysForIntent();
    const json = await buildCardTransaction({ intent: intent.id, amount: 149.5, keys: keys.pos, ...card, jti: "j1" });
    expect(await verifyJsonTransaction(JSON.parse(json.body), keys.service, intent)).toEqual({ ...card, jti: "j1" });
    const compact = await buildCardTransaction({ intent: intent.id, amount: 149.5, keys: keys.pos, ...card, jti: "j2", form: "compact" });
    expect(compact.contentType).toBe("application/jose");
    expect(compact.body.split(".")).toHaveLength(5);
    expect(await verifyCompactTransaction(compact.body, keys.service, intent)).toEqual({ ...card, jti: "j2" });
  });

  it("refuses each kind of bad token with its own error", async () => {
    const keys = keysForIntent();
    const other = keysForIntent();
    const build = (over: Record<string, unknown> = {}, withKeys = keys.pos) =>
      buildCardTransaction({ intent: intent.id, amount: 149.5, keys: withKeys, ...card, ...over }).then((b) => JSON.parse(b.body));
    const code = (p: Promise<unknown>) => p.then(() => "accepted", (e: { code?: string; data?: object }) => [e.code, e.data]);

    expect(await code(verifyJsonTransaction(await build({}, { ...keys.pos, signature: other.pos.signature }), keys.service, intent))).toEqual(["jwt_signature_invalid", {}]);
    expect(await code(verifyJsonTransaction(await build({}, { ...keys.pos, encryption: other.pos.encryption }), keys.service, intent))).toEqual(["jwe_invalid", {}]);
    expect(await code(verifyJsonTransaction(await build({ intent: "cp_zzzzzzzzzzzzzzzzzzzzzz" }), keys.service, intent))).toEqual(["jwt_claim_mismatch", { claim: "intent" }]);
    expect(await code(verifyJsonTransaction(await build({ amount: 149.49 }), keys.service, intent))).toEqual(["jwt_claim_mismatch", { claim: "amount" }]);
    // the window's edges against a fixed clock (checked against the real one, +301 was once
    // accepted as +300: a second boundary crossed between building the token and checking it)
    const now = Math.floor(Date.now() / 1000);
    for (const [offset, expected] of [[-301, ["jwt_stale", {}]], [301, ["jwt_stale", {}]], [-300, "accepted"], [300, "accepted"]] as const) {
      expect(await code(verifyJsonTransaction(await build({ iat: now + offset }), keys.service, intent, now)), `iat ${offset} s`).toEqual(expected);
    }
    const swapped = { ...(await build()), card: "4000000000000002", track2: sandboxTrack2("4000000000000002") };
    expect(await code(verifyJsonTransaction(swapped, keys.service, intent))).toEqual(["jwe_payload_mismatch", {}]);
    const compact = await buildCardTransaction({ intent: intent.id, amount: 149.5, keys: keys.pos, ...card, form: "compact" });
    expect(await code(verifyCompactTransaction(compact.body, other.service, intent))).toEqual(["jwe_invalid", {}]);
  });
});
