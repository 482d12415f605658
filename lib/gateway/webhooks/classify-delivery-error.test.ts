import { describe, expect, it } from "vitest";
import { classifyDeliveryError } from "./classify-delivery-error";

describe("classifyDeliveryError", () => {
  it.each([
    [null, null],
    ["timeout after 10000 ms", "timeout"],
    ["address_not_allowed: 10.0.0.1", "address_not_allowed"],
    ["invalid_url", "invalid_url"],
    ["ENOTFOUND: getaddrinfo ENOTFOUND hooks.shop.example", "dns"],
    ["EAI_AGAIN: getaddrinfo EAI_AGAIN hooks.shop.example", "dns"],
    ["ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9", "refused"],
    ["ECONNRESET: socket hang up", "reset"],
    ["DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate", "certificate"],
    ["SELF_SIGNED_CERT_IN_CHAIN: self-signed certificate in certificate chain", "certificate"],
    ["UNABLE_TO_VERIFY_LEAF_SIGNATURE: unable to verify the first certificate", "certificate"],
    ["CERT_HAS_EXPIRED: certificate has expired", "certificate"],
    ["ERR_TLS_CERT_ALTNAME_INVALID: Hostname/IP does not match certificate's altnames", "certificate"],
    ["ERR_SSL_WRONG_VERSION_NUMBER: wrong version number", "tls"],
    ["EHOSTUNREACH: connect EHOSTUNREACH 192.0.2.1:443", "connection"],
  ])("%s → %s", (error, kind) => {
    expect(classifyDeliveryError(error)).toBe(kind);
  });
});
