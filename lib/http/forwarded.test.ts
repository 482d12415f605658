import { describe, expect, it } from "vitest";
import { forwardedProto, normalizeForwarded, parseProxyTrust } from "./forwarded";

const trust = (value: string) => parseProxyTrust(value).trust;

describe("forwarding headers", () => {
  it("from an untrusted peer, X-Forwarded-* are replaced by what the connection shows", () => {
    const headers: Record<string, string | undefined> = {
      host: "192.0.2.2:3501",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      "x-forwarded-for": "10.9.9.9",
      "x-forwarded-port": "443",
      forwarded: "for=10.9.9.9;proto=https",
    };
    expect(normalizeForwarded(headers, { peer: "198.51.100.7", encrypted: false }, trust("loopback"))).toEqual({ proto: "http", host: "192.0.2.2:3501", client: "198.51.100.7" });
    expect(headers).toEqual({ host: "192.0.2.2:3501", "x-forwarded-host": "192.0.2.2:3501", "x-forwarded-proto": "http", "x-forwarded-for": "198.51.100.7" });
  });

  it("from a trusted proxy (loopback by default), they are believed: the browser's scheme, host and address", () => {
    const headers: Record<string, string | undefined> = { host: "127.0.0.1:3000", "x-forwarded-host": "caja.example", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" };
    expect(normalizeForwarded(headers, { peer: "127.0.0.1", encrypted: false }, trust("loopback"))).toEqual({ proto: "https", host: "caja.example", client: "203.0.113.9" });
    expect(normalizeForwarded({ host: "a", "x-forwarded-proto": "https" }, { peer: "::ffff:127.0.0.1", encrypted: false }, trust("loopback")).proto).toBe("https");
    expect(normalizeForwarded({ host: "a", "x-forwarded-proto": "https" }, { peer: "::1", encrypted: false }, trust("loopback")).proto).toBe("https");
  });

  it("the scheme alone (what HSTS depends on): a trusted proxy's word, else the connection's, and the request is left as it came", () => {
    const spoofed = { host: "h", "x-forwarded-proto": "https" };
    expect(forwardedProto(spoofed, { peer: "198.51.100.7", encrypted: false }, trust("loopback"))).toBe("http");
    expect(forwardedProto(spoofed, { peer: "127.0.0.1", encrypted: false }, trust("none"))).toBe("http");
    expect(forwardedProto(spoofed, { peer: "127.0.0.1", encrypted: false }, trust("loopback"))).toBe("https");
    expect(forwardedProto({ host: "h", "x-forwarded-proto": "HTTPS, http" }, { peer: "::1", encrypted: false }, trust("loopback"))).toBe("https");
    expect(forwardedProto({ host: "h", "x-forwarded-proto": "gopher" }, { peer: "127.0.0.1", encrypted: true }, trust("loopback"))).toBe("https");
    expect(forwardedProto({ host: "h" }, { peer: "127.0.0.1", encrypted: false }, trust("loopback"))).toBe("http");
    expect(spoofed).toEqual({ host: "h", "x-forwarded-proto": "https" });
  });

  it("a trusted proxy that sends nothing leaves the connection's own facts", () => {
    expect(normalizeForwarded({ host: "localhost:3501" }, { peer: "127.0.0.1", encrypted: false }, trust("loopback"))).toEqual({ proto: "http", host: "localhost:3501", client: "127.0.0.1" });
  });

  it("the client address is the rightmost hop that is not a trusted proxy", () => {
    const chain = { host: "h", "x-forwarded-for": "198.51.100.1, 203.0.113.9, 10.0.0.5" };
    expect(normalizeForwarded({ ...chain }, { peer: "10.0.0.6", encrypted: false }, trust("private")).client).toBe("203.0.113.9");
    expect(normalizeForwarded({ ...chain }, { peer: "10.0.0.6", encrypted: false }, trust("10.0.0.6")).client).toBe("10.0.0.5");
    expect(normalizeForwarded({ ...chain }, { peer: "10.0.0.6", encrypted: false }, trust("none")).client).toBe("10.0.0.6");
  });

  it("TRUSTED_PROXIES accepts addresses, CIDR ranges and the words loopback, private, none; anything else is reported", () => {
    const parsed = parseProxyTrust("loopback, 192.0.2.0/24, 2001:db8::1, none");
    expect(parsed.problems).toEqual([]);
    expect(parsed.trust.trusts("192.0.2.200")).toBe(true);
    expect(parsed.trust.trusts("2001:db8::1")).toBe(true);
    expect(parsed.trust.trusts("198.51.100.1")).toBe(false);
    expect(parseProxyTrust("none").trust.trusts("127.0.0.1")).toBe(false);
    expect(parseProxyTrust("proxy.example, 10.0.0.0/33").problems).toEqual([
      '"proxy.example" is not an address, a CIDR range, loopback, private or none',
      '"10.0.0.0/33" is not an address, a CIDR range, loopback, private or none',
    ]);
  });
});
