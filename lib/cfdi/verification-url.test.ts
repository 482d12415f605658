import { describe, expect, it } from "vitest";
import { testdata } from "./testing/cfdi-fixtures";
import { readTimbre } from "./timbre";
import { satVerificationUrl, totalForQr } from "./verification-url";

describe("satVerificationUrl", () => {
  it("builds the real CFDI's address: id, re, rr, tt, fe (the Sello's last 8 characters)", () => {
    const real = testdata("cfdi40-real.xml").toString("utf8");
    const sello = /\sSello="([^"]+)"/.exec(real)![1]!;
    expect(sello.slice(-8)).toBe("5tSZhA==");
    expect(satVerificationUrl({ uuid: readTimbre(real)!.uuid, rfcEmisor: "CSM190311AH6", rfcReceptor: "MCI7306249Y1", total: "459.36", sello })).toBe(
      "https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=04BF2854-FE7D-4377-9196-71248F060ABB&re=CSM190311AH6&rr=MCI7306249Y1&tt=459.36&fe=5tSZhA==",
    );
  });

  it("writes an & of an RFC XML-escaped, and Ñ as it is", () => {
    const url = satVerificationUrl({ uuid: "U", rfcEmisor: "A&B010101AB1", rfcReceptor: "ÑAÑ010101AB1", total: "1", sello: "12345678" });
    expect(url).toContain("&re=A&amp;B010101AB1&rr=ÑAÑ010101AB1&tt=1.0&fe=12345678");
  });
});

describe("totalForQr", () => {
  it("drops insignificant zeros, keeping one decimal (phpcfdi/cfdi-expresiones' reading of Anexo 20)", () => {
    expect(totalForQr("1000.00")).toBe("1000.0");
    expect(totalForQr("0450.500")).toBe("450.5");
    expect(totalForQr("0.10")).toBe("0.1");
    expect(totalForQr("0")).toBe("0.0");
    expect(totalForQr("2010.01")).toBe("2010.01");
    expect(totalForQr("123456789012345678.123456")).toBe("123456789012345678.123456");
  });
  it("refuses what is not a CFDI Total", () => {
    expect(() => totalForQr("-1.00")).toThrow();
    expect(() => totalForQr("1.1234567")).toThrow();
    expect(() => totalForQr("1e3")).toThrow();
  });
});
