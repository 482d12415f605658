import { csvLine, UTF8_BOM } from "./csv";
import { REPORT_RATES, type ProductSales, type RateSplitFigure, type ReportRate } from "./get-product-sales";

/** The words of the file, in the reader's language (the route gives es-MX's: lib/i18n/messages/es-MX/products.json, `csv`). */
export type ProductCsvWords = {
  product: string;
  sku: string;
  category: string;
  lines: string;
  units: string;
  refundedUnits: string;
  gross: string;
  refunded: string;
  net: string;
  /** a rate's three columns' names: its gross, base and IVA ("Base al 16 %") */
  grossAt: (rate: ReportRate) => string;
  baseAt: (rate: ReportRate) => string;
  ivaAt: (rate: ReportRate) => string;
  uncategorized: string;
  unnamed: string;
  total: string;
};

/** A rate's columns: its gross, base and IVA; the unknown rate has its gross only (nothing splits it). */
const rateColumns = (words: ProductCsvWords) => REPORT_RATES.flatMap((rate) => (rate === "unknown" ? [words.grossAt(rate)] : [words.grossAt(rate), words.baseAt(rate), words.ivaAt(rate)]));

function rateFields(rates: readonly RateSplitFigure[]): string[] {
  return REPORT_RATES.flatMap((rate) => {
    const split = rates.find((r) => r.rate === rate);
    if (rate === "unknown") return [split?.total ?? "0.00"];
    return [split?.total ?? "0.00", split?.base ?? "0.00", split?.iva ?? "0.00"];
  });
}

/**
 * The sales by product as a CSV for Excel, as the dashboard's exports write one (./csv.ts): a byte
 * order mark (Excel reads the accents), CRLF lines, RFC 4180 fields, money with a decimal point
 * ("1234.50", as the payments CSV), units whole ("2") or with their three places ("0.750" kg). One line per product
 * (by gross, as the page), its gross, base and IVA at each rate in fixed columns (every rate, so the
 * columns never move), then the total line. Small: a line per product, never a line per ticket.
 */
export function productSalesCsv(report: ProductSales, words: ProductCsvWords): string {
  const header = [words.product, words.sku, words.category, words.lines, words.units, words.refundedUnits, words.gross, words.refunded, words.net, ...rateColumns(words)];
  const lines = report.products.map((product) =>
    csvLine([
      product.name || words.unnamed,
      product.sku,
      product.category ?? words.uncategorized,
      product.lines,
      product.units,
      product.refundedUnits,
      product.gross,
      product.refunded,
      product.net,
      ...rateFields(product.rates),
    ]),
  );
  const total = csvLine([words.total, null, null, null, null, null, report.totals.gross, report.totals.refunded, report.totals.net, ...rateFields(report.rates.map((rate) => rate.gross))]);
  return `${UTF8_BOM}${csvLine(header)}${lines.join("")}${total}`;
}
