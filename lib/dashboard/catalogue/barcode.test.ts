import { describe, expect, it } from "vitest";
import { barcodeProblem, gtinCheckDigit } from "./barcode";
import { productSchema } from "./product-schema";

describe("barcodes", () => {
  it("computes the GS1 check digit of EAN-13, UPC-A and EAN-8", () => {
    expect(gtinCheckDigit("750100000001")).toBe(2); // 7501000000012, Mexico's prefix
    expect(gtinCheckDigit("400638133393")).toBe(1); // 4006381333931, GS1's own example
    expect(gtinCheckDigit("03600029145")).toBe(2); // UPC-A 036000291452
    expect(gtinCheckDigit("9638507")).toBe(4); // EAN-8 96385074
  });

  it("accepts a GTIN whose last digit is its check digit, and refuses one whose is not", () => {
    for (const valid of ["4006381333931", "7501055363056", "036000291452", "96385074"]) expect(barcodeProblem(valid), valid).toBeNull();
    for (const wrong of ["4006381333932", "7501055363057", "036000291453", "96385075"]) expect(barcodeProblem(wrong), wrong).toBe("checkDigit");
  });

  it("takes other codes as typed: other lengths of digits, letters, up to 64 characters without spaces", () => {
    for (const free of ["12345", "00012345678905", "ABC-123", "X".repeat(64), "2000000000008xx"]) expect(barcodeProblem(free), free).toBeNull();
    for (const bad of ["", "con espacio", "X".repeat(65), "tab\there"]) expect(barcodeProblem(bad), bad).toBe("format");
    // an EAN-13 after a spreadsheet saved it as a number: its digits are gone, so it is no code
    for (const excel of ["7.50123E+12", "7,50123E+12", "7.50123e12"]) expect(barcodeProblem(excel), excel).toBe("format");
  });

  it("is the product's barcode rule, with its message", () => {
    const product = { name: "Refresco de cola 600 ml", price: "18.50" };
    expect(productSchema.safeParse({ ...product, barcode: "7501055363056" }).success).toBe(true);
    const wrong = productSchema.safeParse({ ...product, barcode: "7501055363057" });
    expect(wrong.error?.issues).toMatchObject([{ path: ["barcode"], message: "catalogue.invalid.barcodeCheckDigit" }]);
  });
});

describe("the product as typed", () => {
  it("reads prices, rates and yes/no as people write them, and writes them back in one form", () => {
    expect(productSchema.parse({ name: " Queso Oaxaca ", price: "$1,234.5", iva: "0 %", byWeight: "Sí", sku: "", barcode: " ", category: "" })).toEqual({
      name: "Queso Oaxaca",
      price: "1234.50",
      iva: "0",
      productKey: "01010101",
      unitKey: "KGM",
      sku: null,
      barcode: null,
      category: null,
      byWeight: true,
      active: true,
    });
    expect(productSchema.parse({ name: "Servicio", price: "12,50", iva: "Exento", unitKey: "e48", active: "no" })).toMatchObject({ price: "12.50", iva: "exempt", unitKey: "E48", active: false });
  });

  it("refuses what has no single reading, each field with its own message", () => {
    const result = productSchema.safeParse({ name: "", price: "0", iva: "12", productKey: "5020230", unitKey: "PIEZA", sku: "con espacio", byWeight: "quizá" });
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]))).toEqual({
      name: "catalogue.invalid.nameRequired",
      price: "catalogue.invalid.pricePositive",
      iva: "catalogue.invalid.ivaInvalid",
      productKey: "catalogue.invalid.productKeyInvalid",
      unitKey: "catalogue.invalid.unitKeyInvalid",
      sku: "catalogue.invalid.skuInvalid",
      byWeight: "catalogue.invalid.yesNoInvalid",
    });
    expect(productSchema.safeParse({ name: "Jamón", price: "1.234", byWeight: "sí" }).error?.issues[0]?.message).toBe("catalogue.invalid.priceDecimals");
    expect(productSchema.safeParse({ name: "Jamón", price: "99", byWeight: "sí", unitKey: "LTR" }).error?.issues).toMatchObject([{ path: ["unitKey"], message: "catalogue.invalid.weightUnit" }]);
  });
});
