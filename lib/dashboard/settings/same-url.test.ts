import { describe, expect, it } from "vitest";
import { sameUrl } from "./same-url";

describe("sameUrl", () => {
  const receiver = "https://caja.example.com/api/webhooks/payment";

  it("takes the same address written differently as the same: scheme and host case, default ports, a trailing slash, an empty query", () => {
    for (const other of [
      receiver,
      "HTTPS://Caja.Example.COM/api/webhooks/payment",
      "https://caja.example.com:443/api/webhooks/payment",
      "https://caja.example.com/api/webhooks/payment/",
      "https://caja.example.com/api/webhooks/payment?",
      "https://caja.example.com/api/webhooks/payment#top",
      " https://caja.example.com/api/webhooks/payment ",
    ]) {
      expect(sameUrl(other, receiver), other).toBe(true);
    }
    expect(sameUrl("http://127.0.0.1:80/api/webhooks/payment", "http://127.0.0.1/api/webhooks/payment")).toBe(true);
  });

  it("tells different places apart: scheme, host, port, path (its case too), query", () => {
    for (const other of [
      "http://caja.example.com/api/webhooks/payment",
      "https://shop.example.com/api/webhooks/payment",
      "https://caja.example.com:8443/api/webhooks/payment",
      "https://caja.example.com/api/webhooks/Payment",
      "https://caja.example.com/api/not-a-receiver",
      "https://caja.example.com/api/webhooks/payment?tenant=2",
      "https://user@caja.example.com/api/webhooks/payment",
    ]) {
      expect(sameUrl(other, receiver), other).toBe(false);
    }
  });

  describe("this machine under its names: loopback addresses, localhost and its own addresses are one host when the scheme, port and path agree", () => {
    const local = "http://localhost:3000/api/webhooks/payment";
    const own = new Set(["192.168.1.20", "[fe80::1c2:3ff:fe4d:5e6f]"]);

    it("takes 127.0.0.1, any 127.x address in any of its forms, [::1], mapped IPv4, 0.0.0.0 and localhost as the same host", () => {
      for (const other of [
        "http://127.0.0.1:3000/api/webhooks/payment",
        "http://127.0.0.2:3000/api/webhooks/payment",
        "http://127.1:3000/api/webhooks/payment",
        "http://2130706433:3000/api/webhooks/payment",
        "http://0x7f.0.0.1:3000/api/webhooks/payment",
        "http://[::1]:3000/api/webhooks/payment",
        "http://[0:0:0:0:0:0:0:1]:3000/api/webhooks/payment/",
        "http://[::ffff:127.0.0.1]:3000/api/webhooks/payment",
        "http://0.0.0.0:3000/api/webhooks/payment",
        "http://LOCALHOST.:3000/api/webhooks/payment",
      ]) {
        expect(sameUrl(other, local), other).toBe(true);
        expect(sameUrl(local, other), `${other} (the other way round)`).toBe(true);
      }
      expect(sameUrl("http://127.0.0.1/api/webhooks/payment", "http://localhost:80/api/webhooks/payment/")).toBe(true);
      expect(sameUrl("https://[::1]:443/api/webhooks/payment", "https://localhost/api/webhooks/payment")).toBe(true);
    });

    it("takes this machine's own network addresses as the same host, when told them", () => {
      expect(sameUrl("http://192.168.1.20:3000/api/webhooks/payment", local, own)).toBe(true);
      expect(sameUrl("http://[fe80:0:0:0:1c2:3ff:fe4d:5e6f]:3000/api/webhooks/payment", "http://127.0.0.1:3000/api/webhooks/payment", own)).toBe(true);
      // not told: another machine as far as anyone knows
      expect(sameUrl("http://192.168.1.20:3000/api/webhooks/payment", local)).toBe(false);
      expect(sameUrl("http://192.168.1.21:3000/api/webhooks/payment", local, own)).toBe(false);
    });

    it("still tells apart another port, scheme or path on this machine, and other hosts (names are not resolved)", () => {
      for (const other of [
        "http://127.0.0.1:3001/api/webhooks/payment",
        "http://127.0.0.1/api/webhooks/payment",
        "https://127.0.0.1:3000/api/webhooks/payment",
        "http://127.0.0.1:3000/api/not-a-receiver",
        "http://[::1]:3000/api/webhooks/payment?tenant=2",
        "http://128.0.0.1:3000/api/webhooks/payment",
        "http://[::2]:3000/api/webhooks/payment",
        "http://shop.localhost:3000/api/webhooks/payment",
        "http://caja.example.com:3000/api/webhooks/payment",
      ]) {
        expect(sameUrl(other, local, own), other).toBe(false);
      }
    });
  });

  it("takes a host name with or without its final dot as the same", () => {
    expect(sameUrl("https://caja.example.com./api/webhooks/payment", receiver)).toBe(true);
  });

  it("never takes a missing or unreadable URL as the same", () => {
    expect(sameUrl(null, receiver)).toBe(false);
    expect(sameUrl(receiver, undefined)).toBe(false);
    expect(sameUrl("not a url", "not a url")).toBe(false);
    expect(sameUrl("ftp://caja.example.com/x", "ftp://caja.example.com/x")).toBe(false);
  });
});
