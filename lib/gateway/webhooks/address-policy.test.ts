import { describe, expect, it } from "vitest";
import { addressAllowed, isPrivateAddress } from "./address-policy";

describe("webhook address policy", () => {
  it("refuses private, loopback, link-local and mapped addresses, accepts public ones", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:127.0.0.1", "::"]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it("lets the sandbox and the allow-list through", () => {
    expect(addressAllowed({ allowPrivate: false, allowHosts: [] }, "localhost", "127.0.0.1")).toBe(false);
    expect(addressAllowed({ allowPrivate: true, allowHosts: [] }, "localhost", "127.0.0.1")).toBe(true);
    expect(addressAllowed({ allowPrivate: false, allowHosts: ["localhost"] }, "LOCALHOST", "127.0.0.1")).toBe(true);
    expect(addressAllowed({ allowPrivate: false, allowHosts: ["127.0.0.1"] }, "internal.example", "127.0.0.1")).toBe(true);
    expect(addressAllowed({ allowPrivate: false, allowHosts: [] }, "example.com", "93.184.216.34")).toBe(true);
  });
});
