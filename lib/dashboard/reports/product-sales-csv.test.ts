import { describe, expect, it } from "vitest";
import { parseCsv } from "../../testing/parse-csv";
import { productSalesOf, type ProductSales, type ReportRate } from "./get-product-sales";
import { productSalesCsv, type ProductCsvWords } from "./product-sales-csv";

const rate = (value: ReportRate) => (value === "exempt" ? "exento" : value === "unknown" ? "sin IVA declarado" : `${value} %`);
const WORDS: ProductCsvWords = {
  product: "Producto",
  sku: "SKU",
  category: "Categoría",
  lines: "Líneas de ticket",
  units: "Unidades",
  refundedUnits: "Unidades devueltas",
  gross: "Bruto",
  refunded: "Reembolsado",
  net: "Neto",
  grossAt: (value) => `Bruto al ${rate(value)}`,
  baseAt: (value) => `Base al ${rate(value)}`,
  ivaAt: (value) => `IVA al ${rate(value)}`,
  uncategorized: "Sin categoría",
  unnamed: "Sin nombre",
  total: "Total general",
};

describe("the sales by product as a CSV for Excel", () => {
  const figures = productSalesOf(
    [
      { product: "sku:TAC", sku: "TAC", description: "Taco", rate: "16", count: 2, units: "4.000", amount: "100.00" },
      { product: "desc:Queso, fresco", sku: null, description: "Queso, fresco", rate: "0", count: 1, units: "0.750", amount: "142.43" },
      { product: "desc:Refresco", sku: null, description: "Refresco", rate: "unknown", count: 1, units: "1.000", amount: "10.01" },
    ],
    [{ product: "sku:TAC", sku: "TAC", description: "Taco", rate: "16", count: 1, units: "1.000", amount: "25.00" }],
    new Map([["TAC", { name: "Taco al pastor", category: "Comida" }]]),
  );
  const report: ProductSales = { from: "2026-03-10", to: "2026-03-10", timeZone: "America/Mexico_City", start: "", end: "", branches: [], terminals: [], ...figures };

  it("starts with a BOM, ends lines with CRLF, names the columns in Spanish and writes money with a decimal point", () => {
    const csv = productSalesCsv(report, WORDS);
    expect(csv.startsWith("\uFEFFProducto,SKU,Categoría,Líneas de ticket,Unidades,Unidades devueltas,Bruto,Reembolsado,Neto,Bruto al 16 %,Base al 16 %,IVA al 16 %,Bruto al 8 %")).toBe(true);
    expect(csv.split("\r\n")).toHaveLength(6); // header, 3 products, total, and the empty end
    const rows = parseCsv(csv.slice(1));
    expect(rows[1]).toEqual(["Queso, fresco", "", "Sin categoría", "1", "0.750", "0", "142.43", "0.00", "142.43", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "142.43", "142.43", "0.00", "0.00", "0.00", "0.00", "0.00"]);
    expect(rows[2]!.slice(0, 9)).toEqual(["Taco al pastor", "TAC", "Comida", "2", "4", "1", "100.00", "25.00", "75.00"]);
    expect(rows[2]!.slice(9, 12)).toEqual(["100.00", "86.21", "13.79"]);
    expect(rows[4]!.slice(0, 9)).toEqual(["Total general", "", "", "", "", "", "252.44", "25.00", "227.44"]);
    expect(rows[4]!.at(-1)).toBe("10.01");
  });
});
