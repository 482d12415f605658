import { IVA_RATES, ivaByRate, moneyOf, type IvaRate } from "../../contract/ticket-lines";
import type { Store } from "../../db/store";
import { readProductCategories, type ProductCategory } from "../catalogue/read-product-categories";
import { zonedDayRange } from "../format";
import { sumProductSales, type ProductFigureRow } from "../intents/sum-product-sales";
import { byNaturalName, listReportTills } from "./list-report-tills";
import { reportScope, type ReportFilters } from "./report-filters";

/** A rate of the report: the ticket's IVA rates, and `unknown` for lines that declared none (older tickets). */
export type ReportRate = IvaRate | "unknown";
export const REPORT_RATES: readonly ReportRate[] = [...IVA_RATES, "unknown"];

/** Money IVA included, and its base and IVA (ivaByRate's rule); null base and IVA at the unknown rate, which nothing can split. */
export type RateSplitFigure = { rate: ReportRate; total: string; base: string | null; iva: string | null };

/** A product's figures over the range. */
export type ProductSalesRow = {
  /** `sku:…`, or `desc:…` for lines without a sku (grouped by their description) */
  key: string;
  sku: string | null;
  /** the catalogue's name, else the ticket's description, else the sku ("" when the line had neither) */
  name: string;
  /** the catalogue's category; null: none (or a product the catalogue does not have) */
  category: string | null;
  /** the ticket lines that sold it (a till adds a product's taps to one line: about its sales) */
  lines: number;
  /** units sold and given back: whole ("2"), or with three decimals ("0.750": kilograms of weighed lines) */
  units: string;
  refundedUnits: string;
  /** Σ its lines' totals (IVA included), what refunds by line gave back, and the difference */
  gross: string;
  refunded: string;
  net: string;
  /** its gross by IVA rate, each with its base and IVA */
  rates: RateSplitFigure[];
};

/** A category's figures: its products' added up, the IVA split again on the category's totals per rate. */
export type CategorySalesRow = { category: string | null; products: number; gross: string; refunded: string; net: string; rates: RateSplitFigure[] };

/** A rate's figures over the range: the sales, the refunds and the net, each with its base and IVA. */
export type RateTotal = { rate: ReportRate; gross: RateSplitFigure; refunded: RateSplitFigure; net: RateSplitFigure };

export type ProductSales = {
  from: string;
  to: string;
  timeZone: string;
  start: string;
  end: string;
  branch?: string;
  terminal?: string;
  /** by gross, largest first */
  products: ProductSalesRow[];
  /** by gross, largest first; the uncategorized (null) last */
  categories: CategorySalesRow[];
  /** the rates the range had, in the order 16, 8, 0, exempt, unknown */
  rates: RateTotal[];
  totals: { gross: string; refunded: string; net: string };
  /** some lines declared no IVA rate (older tickets): counted under `unknown`, not split */
  undeclared: boolean;
  /** for the choosers, as the overview's */
  branches: string[];
  terminals: string[];
};

/** An exact decimal's text (a numeric's, up to two places, maybe negative) in cents. */
function cents(value: string): bigint {
  const negative = value.startsWith("-");
  const [whole = "0", fraction = ""] = value.replace("-", "").split(".");
  const abs = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2));
  return negative ? -abs : abs;
}

/** Units as a scale prints them: whole units as an integer ("2"), a fraction with its three places ("0.750" kg). */
function units(thousandths: bigint): string {
  const fraction = thousandths % 1000n;
  return fraction === 0n ? String(thousandths / 1000n) : `${thousandths / 1000n}.${String(fraction).padStart(3, "0")}`;
}

/** A quantity's text (three places at most) in thousandths. */
function thousandths(value: string): bigint {
  const [whole = "0", fraction = ""] = value.split(".");
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, "0").slice(0, 3));
}

const add = (map: Map<ReportRate, bigint>, rate: ReportRate, value: bigint) => map.set(rate, (map.get(rate) ?? 0n) + value);
const rateOf = (rate: string): ReportRate => ((IVA_RATES as readonly string[]).includes(rate) ? (rate as IvaRate) : "unknown");
const sum = (values: Iterable<bigint>) => [...values].reduce((a, b) => a + b, 0n);

/** Totals by rate → each split as ivaByRate splits a ticket's (lib/contract/ticket-lines.ts), in the report's order. */
function splits(totals: Map<ReportRate, bigint>): RateSplitFigure[] {
  const known = ivaByRate([...totals].flatMap(([rate, totalCents]) => (rate === "unknown" ? [] : [{ totalCents, iva: rate }])));
  const unknown = totals.get("unknown");
  return [...known, ...(unknown === undefined ? [] : [{ rate: "unknown" as const, total: moneyOf(unknown), base: null, iva: null }])];
}

function splitOf(totalCents: bigint, rate: ReportRate): RateSplitFigure {
  return splits(new Map([[rate, totalCents]]))[0]!;
}

type Accumulated = { key: string; sku: string | null; description: string | null; lines: number; units: bigint; refundedUnits: bigint; gross: Map<ReportRate, bigint>; refunded: Map<ReportRate, bigint> };

/**
 * The report from the database's groups: products (their rates' figures added up), categories from
 * the catalogue, totals per rate. Exported for its test; the page calls getProductSales.
 */
export function productSalesOf(sold: ProductFigureRow[], refunded: ProductFigureRow[], catalogue: Map<string, ProductCategory>) {
  const products = new Map<string, Accumulated>();
  const entry = (row: ProductFigureRow) => {
    let product = products.get(row.product);
    if (!product) {
      product = { key: row.product, sku: row.sku, description: row.description, lines: 0, units: 0n, refundedUnits: 0n, gross: new Map(), refunded: new Map() };
      products.set(row.product, product);
    }
    if (!product.description && row.description) product.description = row.description;
    return product;
  };
  for (const row of sold) {
    const product = entry(row);
    product.lines += row.count;
    product.units += thousandths(row.units);
    add(product.gross, rateOf(row.rate), cents(row.amount));
  }
  for (const row of refunded) {
    const product = entry(row);
    product.refundedUnits += thousandths(row.units);
    add(product.refunded, rateOf(row.rate), cents(row.amount));
  }

  const rows: ProductSalesRow[] = [...products.values()].map((product) => {
    const known = product.sku ? catalogue.get(product.sku) : undefined;
    const gross = sum(product.gross.values());
    const refundedCents = sum(product.refunded.values());
    return {
      key: product.key,
      sku: product.sku,
      name: known?.name ?? product.description ?? product.sku ?? "",
      category: known?.category ?? null,
      lines: product.lines,
      units: units(product.units),
      refundedUnits: units(product.refundedUnits),
      gross: moneyOf(gross),
      refunded: moneyOf(refundedCents),
      net: moneyOf(gross - refundedCents),
      rates: splits(product.gross),
    };
  });
  const byGross = (a: { gross: string }, b: { gross: string }) => (cents(b.gross) > cents(a.gross) ? 1 : cents(b.gross) < cents(a.gross) ? -1 : 0);
  rows.sort((a, b) => byGross(a, b) || byNaturalName(a.name, b.name) || byNaturalName(a.key, b.key));

  const categories = new Map<string | null, { products: number; gross: Map<ReportRate, bigint>; refunded: bigint }>();
  const rateGross = new Map<ReportRate, bigint>();
  const rateRefunded = new Map<ReportRate, bigint>();
  const categoryOf = new Map(rows.map((row) => [row.key, row.category]));
  for (const product of products.values()) {
    const row = { category: categoryOf.get(product.key) ?? null };
    let category = categories.get(row.category);
    if (!category) categories.set(row.category, (category = { products: 0, gross: new Map(), refunded: 0n }));
    category.products += 1;
    for (const [rate, value] of product.gross) {
      add(category.gross, rate, value);
      add(rateGross, rate, value);
    }
    for (const [rate, value] of product.refunded) add(rateRefunded, rate, value);
    category.refunded += sum(product.refunded.values());
  }
  const categoryRows: CategorySalesRow[] = [...categories].map(([category, figures]) => {
    const gross = sum(figures.gross.values());
    return { category, products: figures.products, gross: moneyOf(gross), refunded: moneyOf(figures.refunded), net: moneyOf(gross - figures.refunded), rates: splits(figures.gross) };
  });
  categoryRows.sort((a, b) => (a.category === null ? 1 : 0) - (b.category === null ? 1 : 0) || byGross(a, b) || byNaturalName(a.category ?? "", b.category ?? ""));

  const rates: RateTotal[] = REPORT_RATES.filter((rate) => rateGross.has(rate) || rateRefunded.has(rate)).map((rate) => {
    const gross = rateGross.get(rate) ?? 0n;
    const back = rateRefunded.get(rate) ?? 0n;
    return { rate, gross: splitOf(gross, rate), refunded: splitOf(back, rate), net: splitOf(gross - back, rate) };
  });
  const gross = sum(rateGross.values());
  const back = sum(rateRefunded.values());
  return {
    products: rows,
    categories: categoryRows,
    rates,
    totals: { gross: moneyOf(gross), refunded: moneyOf(back), net: moneyOf(gross - back) },
    undeclared: rateGross.has("unknown") || rateRefunded.has("unknown"),
  };
}

/**
 * Sales by product of a range of days in the merchant's time zone (from 00:00 of `from` to 24:00 of
 * `to`), optionally of one branch and/or terminal, as the overview counts (the same sales, the same
 * refunds on their own day): each product's units, gross (Σ its lines' totals, IVA included),
 * refunds by line, net and IVA by rate; the same by category (the catalogue's, by sku; none: the
 * uncategorized); and the totals per rate, each split into base and IVA by ivaByRate's rule
 * (lib/contract/ticket-lines.ts). The database adds the lines up (sumProductSales); only the
 * product × rate groups are read.
 */
export async function getProductSales(store: Store, filters: ReportFilters, timeZone: string): Promise<ProductSales> {
  const start = zonedDayRange(filters.from, timeZone).start;
  const end = zonedDayRange(filters.to, timeZone).end;
  const [{ sold, refunded }, tills] = await Promise.all([
    sumProductSales(store, { start, end, branch: filters.branch ?? null, terminal: filters.terminal ?? null }),
    listReportTills(store, { start, end }, filters),
  ]);
  const skus = [...new Set([...sold, ...refunded].flatMap((row) => (row.sku ? [row.sku] : [])))];
  const catalogue = await readProductCategories(store, skus);
  return {
    ...reportScope(filters, timeZone, { start, end }),
    ...productSalesOf(sold, refunded, catalogue),
    ...tills,
  };
}
