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

  it("never takes a missing or unreadable URL as the same", () => {
    expect(sameUrl(null, receiver)).toBe(false);
    expect(sameUrl(receiver, undefined)).toBe(false);
    expect(sameUrl("not a url", "not a url")).toBe(false);
    expect(sameUrl("ftp://caja.example.com/x", "ftp://caja.example.com/x")).toBe(false);
  });
});
