import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sealCfdi } from "./seal";
import { cfdiFile, ekuCsd, sampleComprobante, testdata } from "./testing/cfdi-fixtures";
import { createXsdValidator, prepareSchemas, validateCfdiXsd } from "./xsd";

const real = testdata("cfdi40-real.xml").toString("utf8");
const sat = (fileName: string) => readFileSync(cfdiFile("sat", fileName), "utf8");

describe("validateCfdiXsd", () => {
  it("passes the real stamped CFDI (cfdv40, tdCFDI, catCFDI and the TFD 1.1) and ours", async () => {
    expect(await validateCfdiXsd(real)).toEqual({ valid: true, errors: [] });
    expect(await validateCfdiXsd(sealCfdi(sampleComprobante(), ekuCsd()))).toEqual({ valid: true, errors: [] });
  });

  it("refuses a value off a catalogue, a broken pattern, a missing attribute, and a bad timbre, with libxml2's words", async () => {
    const cases: Array<[string, RegExp]> = [
      [real.replace('UsoCFDI="G03"', 'UsoCFDI="Z99"'), /Receptor', attribute 'UsoCFDI': \[facet 'enumeration'\] The value 'Z99'/],
      [real.replace('RegimenFiscal="626"', 'RegimenFiscal="699"'), /RegimenFiscal/],
      [real.replace('Moneda="MXN"', 'Moneda="XYZ"'), /Moneda/],
      [real.replace('Rfc="MCI7306249Y1"', 'Rfc="NOT AN RFC"'), /Rfc/],
      [real.replace(' LugarExpedicion="54680"', ""), /LugarExpedicion.*required/],
      [real.replace('UUID="04BF2854-FE7D-4377-9196-71248F060ABB"', 'UUID="not-a-uuid"'), /TimbreFiscalDigital', attribute 'UUID'/],
      [real.replace('Version="1.1"', 'Version="1.0"'), /TimbreFiscalDigital', attribute 'Version'/],
    ];
    for (const [xml, message] of cases) {
      const result = await validateCfdiXsd(xml);
      expect(result.valid).toBe(false);
      expect(result.errors.join("\n")).toMatch(message);
      expect(result.errors[0]).toMatch(/^line \d+: /);
    }
  });

  it("checks the large catalogues (c_ClaveUnidad here) beside libxml2, with the same verdict", async () => {
    const result = await validateCfdiXsd(real.replace('ClaveUnidad="H87"', 'ClaveUnidad="QQQ"'));
    expect(result).toEqual({ valid: false, errors: ["Element '{http://www.sat.gob.mx/cfd/4}Concepto', attribute 'ClaveUnidad': [facet 'enumeration'] The value 'QQQ' is not an element of the catalogue c_ClaveUnidad (2418 keys)."] });
    // whitespace collapses as the type's facet says
    expect((await validateCfdiXsd(real.replace('ClaveUnidad="H87"', 'ClaveUnidad=" H87 "'))).valid).toBe(true);
  });

  it("refuses what is not well-formed, and a complement whose schema it does not have", async () => {
    const broken = await validateCfdiXsd(real.slice(0, 500));
    expect(broken.valid).toBe(false);
    expect(broken.errors[0]).toMatch(/^line \d+: parser error/);
    const pagos = await validateCfdiXsd(real.replace("</cfdi:Complemento>", '<pago20:Pagos xmlns:pago20="http://www.sat.gob.mx/Pagos20" Version="2.0"/></cfdi:Complemento>'));
    expect(pagos.valid).toBe(false);
  });

  it("answers calls at once in order, from one worker", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => validateCfdiXsd(i % 2 ? real : real.replace('UsoCFDI="G03"', 'UsoCFDI="Z99"'))));
    expect(results.map((r) => r.valid)).toEqual([false, true, false, true, false, true, false, true]);
  });
});

describe("a catCFDI.xsd the size of SAT's (c_ClaveProdServ 52,000 keys, c_CodigoPostal 95,000)", () => {
  const enumerations = (values: string[]) => values.map((v) => `<xs:enumeration value="${v}"/>`).join("");
  const keys = (n: number, width: number, start: number) => Array.from({ length: n }, (_, i) => String(start + i).padStart(width, "0"));
  const big = sat("catCFDI.xsd")
    .replace(/(<xs:simpleType name="c_ClaveProdServ">\s*<xs:restriction base="xs:string">\s*<xs:whiteSpace value="collapse"\/>)\s*<xs:pattern value="[^"]*"\/>/, `$1${enumerations([...keys(52_000, 8, 10_000_000), "95121514"])}`)
    .replace(/(<xs:simpleType name="c_CodigoPostal">\s*<xs:restriction base="xs:string">\s*<xs:whiteSpace value="collapse"\/>)\s*<xs:pattern value="[^"]*"\/>/, `$1${enumerations(keys(95_000, 5, 1_000))}`);
  const read = (fileName: string) => (fileName === "catCFDI.xsd" ? big : sat(fileName));

  it("gives libxml2 a schema without the large enumerations, and checks them from Sets", () => {
    expect(big.length).toBeGreaterThan(4_000_000);
    const prepared = prepareSchemas(read);
    expect(prepared.files.find((f) => f.fileName === "catCFDI.xsd")!.contents.length).toBeLessThan(200_000);
    expect([...prepared.checks.keys()].sort()).toEqual(["Comprobante@LugarExpedicion", "Concepto@ClaveProdServ", "Concepto@ClaveUnidad", "Parte@ClaveProdServ"]);
  });

  it("validates in milliseconds, not seconds, and refuses a key off the catalogue in one line", async () => {
    const validate = createXsdValidator(read);
    expect(await validate(real)).toEqual({ valid: true, errors: [] });
    const started = performance.now();
    const refused = await validate(real.replace('ClaveProdServ="95121514"', 'ClaveProdServ="95121515"').replace('LugarExpedicion="54680"', 'LugarExpedicion="99999"'));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(refused.errors).toEqual([
      "Element '{http://www.sat.gob.mx/cfd/4}Comprobante', attribute 'LugarExpedicion': [facet 'enumeration'] The value '99999' is not an element of the catalogue c_CodigoPostal (95000 keys).",
      "Element '{http://www.sat.gob.mx/cfd/4}Concepto', attribute 'ClaveProdServ': [facet 'enumeration'] The value '95121515' is not an element of the catalogue c_ClaveProdServ (52001 keys).",
    ]);
  });
});
