import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret, randomToken, safeEqual } from "./crypto";

describe("crypto helpers", () => {
  it("makes prefixed base62 tokens of the requested length, all different", () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => randomToken("qp_")));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^qp_[0-9A-Za-z]{22}$/);
  });

  it("round-trips a secret and refuses it under another key or another owner", () => {
    const key = randomBytes(32);
    const sealed = encryptSecret(key, "whsec_abc", "mer_1");
    expect(sealed).not.toContain("whsec_abc");
    expect(decryptSecret(key, sealed, "mer_1").toString()).toBe("whsec_abc");
    expect(() => decryptSecret(randomBytes(32), sealed, "mer_1")).toThrow();
    expect(() => decryptSecret(key, sealed, "mer_2")).toThrow();
  });

  it("compares strings in constant time and rejects different lengths", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
  });
});
