import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { messagesFor } from "../../i18n/messages";
import { describeImportReport } from "./describe-import-report";
import type { ImportReport } from "./import-products";
import { INVALID_CODES } from "./product-schema";

const words = (locale: "es-MX" | "en") => {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "catalogue" });
  return (key: string, values?: Record<string, string | number>) => t(key as never, values as never);
};

const base: ImportReport = { rows: 500, valid: 497, invalid: 3, committed: false, skipInvalid: false, created: 0, updated: 0, unchanged: 0, problems: [], problemCount: 3, fileProblem: null };

describe("an import's report in the reader's words", () => {
  it("names each bad row's column as the file's header does, and says why, in Spanish by default and in English", () => {
    const report: ImportReport = {
      ...base,
      problems: [
        { line: 12, column: "price", code: "priceInvalid" },
        { line: 250, column: "barcode", code: "barcodeCheckDigit" },
        { line: 480, column: "iva", code: "ivaInvalid" },
        { line: 481, column: null, code: "sameProduct", values: { line: 20 } },
      ],
    };
    expect(describeImportReport(report, words("es-MX")).problems.map(({ line, columnName, message }) => [line, columnName, message])).toEqual([
      [12, "precio", "El precio no es un número (escríbelo como 12.50)."],
      [250, "código de barras", "El dígito verificador del código de barras (el último) no cuadra: revisa el número."],
      [480, "IVA", "La tasa de IVA debe ser 16, 8, 0 o exento."],
      [481, null, "La línea 20 ya cambia el mismo producto."],
    ]);
    expect(describeImportReport(report, words("en")).problems[0]).toMatchObject({ columnName: "price", message: "The price is not a number (write it as 12.50)." });
  });

  it("words what makes a whole file unreadable", () => {
    const t = words("es-MX");
    expect(describeImportReport({ ...base, fileProblem: { code: "missingColumns", columns: ["name", "price"] } }, t).fileProblem).toEqual({ code: "missingColumns", message: "Al archivo le faltan las columnas nombre, precio." });
    expect(describeImportReport({ ...base, fileProblem: { code: "tooManyRows", rows: 6000, max: 5000 } }, t).fileProblem?.message).toBe("El archivo tiene 6000 filas; se pueden importar hasta 5000 a la vez.");
  });

  it("has a message for every reason in both languages", () => {
    for (const locale of ["es-MX", "en"] as const) for (const code of INVALID_CODES) expect(messagesFor(locale).catalogue.invalid[code], `${locale} ${code}`).toBeTruthy();
  });
});
