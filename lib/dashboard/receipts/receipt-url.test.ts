import { describe, expect, it, vi } from "vitest";

const compared = vi.hoisted(() => [] as Array<[string, string]>);
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  return {
    ...crypto,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      compared.push([Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString(), Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString()]);
      return crypto.timingSafeEqual(a, b);
    },
  };
});

const { RECEIPT_MAC_LENGTH, receiptPath, verifyReceiptMac } = await import("./receipt-url");

const config = { masterKey: Buffer.alloc(32, 7) };
const other = { masterKey: Buffer.alloc(32, 8) };
const INTENT = "qp_0123456789abcdefghijAB";
const macOf = (path: string) => path.split("/").at(-1)!;

describe("receipt URLs", () => {
  it("are /r/{intent}/{mac} with a 22-character base64url MAC, the same for an intent every time", () => {
    const path = receiptPath(config, INTENT);
    expect(path).toMatch(new RegExp(`^/r/${INTENT}/[A-Za-z0-9_-]{${RECEIPT_MAC_LENGTH}}$`));
    expect(RECEIPT_MAC_LENGTH).toBe(22);
    expect(receiptPath(config, INTENT)).toBe(path);
    expect(receiptPath({ masterKey: Buffer.alloc(32, 7) }, INTENT)).toBe(path); // another process with the same MASTER_KEY
  });

  it("differ for every intent and every master key", () => {
    const intents = Array.from({ length: 200 }, (_, i) => `qp_${String(i).padStart(22, "0")}`);
    const macs = new Set(intents.map((intent) => macOf(receiptPath(config, intent))));
    expect(macs.size).toBe(intents.length);
    expect(macOf(receiptPath(other, INTENT))).not.toBe(macOf(receiptPath(config, INTENT)));
  });

  it("are accepted with their own MAC only: another intent's, another key's, a changed character, a prefix or an empty MAC are refused", () => {
    const mac = macOf(receiptPath(config, INTENT));
    expect(verifyReceiptMac(config, INTENT, mac)).toBe(true);
    const flip = (s: string, i: number) => `${s.slice(0, i)}${s[i] === "A" ? "B" : "A"}${s.slice(i + 1)}`;
    for (const wrong of [
      macOf(receiptPath(config, "qp_0123456789abcdefghijAC")),
      macOf(receiptPath(other, INTENT)),
      flip(mac, 0),
      flip(mac, RECEIPT_MAC_LENGTH - 1),
      mac.slice(0, -1),
      `${mac}A`,
      "",
      mac.toLowerCase() === mac ? mac.toUpperCase() : mac.toLowerCase(),
    ]) {
      expect(verifyReceiptMac(config, INTENT, wrong), wrong).toBe(false);
    }
    expect(verifyReceiptMac(config, "qp_0123456789abcdefghijAC", mac)).toBe(false);
  });

  it("are compared in constant time: every MAC of the right length goes through timingSafeEqual whole, wherever it differs", () => {
    const mac = macOf(receiptPath(config, INTENT));
    const candidates = [mac, `X${mac.slice(1)}`, `${mac.slice(0, -1)}X`];
    compared.length = 0;
    for (const candidate of candidates) verifyReceiptMac(config, INTENT, candidate);
    expect(compared).toEqual(candidates.map((candidate) => [mac, candidate]));
  });
});
