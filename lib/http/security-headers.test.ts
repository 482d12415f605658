import { describe, expect, it } from "vitest";
import { API_CONTENT_SECURITY_POLICY, createNonce, nonceOf, pageContentSecurityPolicy, responseSecurityHeaders } from "./security-headers";

const directives = (policy: string) => new Map(policy.split(";").map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

describe("security headers", () => {
  it("every response: nosniff, same-origin referrers, no framing, a deny-all CSP; HSTS only over HTTPS", () => {
    const plain = responseSecurityHeaders({ https: false });
    expect(plain).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "same-origin",
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    });
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(responseSecurityHeaders({ https: true })).toEqual({ ...plain, "Strict-Transport-Security": "max-age=63072000" });
  });

  it("the pages' CSP: scripts and styles only from this origin or with this response's nonce, nothing inline, no framing", () => {
    const policy = pageContentSecurityPolicy({ nonce: "bm9uY2Utb25l", dev: false });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'nonce-bm9uY2Utb25l' 'strict-dynamic'; style-src 'self' 'nonce-bm9uY2Utb25l'; " +
        "img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    const parsed = directives(policy);
    expect(parsed.get("script-src")).not.toContain("'unsafe-inline'");
    expect(parsed.get("script-src")).not.toContain("'unsafe-eval'");
    expect(parsed.get("style-src")).not.toContain("'unsafe-inline'");
    expect(parsed.has("style-src-attr")).toBe(false);
    // Tills and tablets reach the dashboard over plain HTTP on the shop's network: nothing is upgraded.
    expect(parsed.has("upgrade-insecure-requests")).toBe(false);
  });

  it("in development, React's dev tooling may eval and Next.js's overlay inline its styles; nothing else changes", () => {
    const dev = directives(pageContentSecurityPolicy({ nonce: "abc", dev: true }));
    const prod = directives(pageContentSecurityPolicy({ nonce: "abc", dev: false }));
    expect(dev.get("script-src")).toEqual([...prod.get("script-src")!, "'unsafe-eval'"]);
    expect(dev.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    for (const name of ["script-src", "style-src"]) {
      dev.delete(name);
      prod.delete(name);
    }
    expect(dev).toEqual(prod);
  });

  it("a nonce is 128 random bits in base64, new every time, and only such a value makes it into a policy", () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => createNonce()));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
    for (const bad of ["", "abc' 'unsafe-inline", "abc; script-src *", "abc\r\nX-Injected: 1", "a b"]) {
      expect(() => pageContentSecurityPolicy({ nonce: bad, dev: false }), JSON.stringify(bad)).toThrow(/nonce/);
    }
  });

  it("style hashes widen style-src by exactly those digests, and only well-formed digests make it into a policy", () => {
    const digest = "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=";
    const plain = directives(pageContentSecurityPolicy({ nonce: "abc", dev: false }));
    const hashed = directives(pageContentSecurityPolicy({ nonce: "abc", dev: false, styleHashes: [digest] }));
    expect(hashed.get("style-src")).toEqual([...plain.get("style-src")!, `'sha256-${digest}'`]);
    hashed.delete("style-src");
    plain.delete("style-src");
    expect(hashed).toEqual(plain);
    for (const bad of ["", "abc", `${digest}'; script-src *`, digest.slice(1), `${digest} 'unsafe-inline'`]) {
      expect(() => pageContentSecurityPolicy({ nonce: "abc", dev: false, styleHashes: [bad] }), JSON.stringify(bad)).toThrow(/hash/);
    }
  });

  it("a route writing its own HTML reads the nonce of the policy the proxy put on its request, and has none without it", () => {
    const nonce = createNonce();
    expect(nonceOf(pageContentSecurityPolicy({ nonce, dev: false }))).toBe(nonce);
    expect(() => nonceOf(null)).toThrow(/nonce/);
    expect(() => nonceOf(API_CONTENT_SECURITY_POLICY)).toThrow(/nonce/);
  });
});
