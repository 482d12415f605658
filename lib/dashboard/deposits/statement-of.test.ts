import { describe, expect, it } from "vitest";
import type { BalanceTransactionRecord, PayoutRecord } from "../../contract/responses";
import { payoutCsv, PAYOUT_CSV_COLUMNS } from "./payout-csv";
import { statementOf } from "./statement-of";

let n = 0;
const txn = (type: BalanceTransactionRecord["type"], amount: number, intent: string | null, minute: number, extra: Partial<BalanceTransactionRecord> = {}): BalanceTransactionRecord => ({
  transaction: `txn_${String(++n).padStart(4, "0")}`,
  type,
  amount,
  intent,
  refund: null,
  source: null,
  payout: "po_test",
  availableOn: "2026-11-30",
  created: new Date(Date.UTC(2026, 10, 27, 18, minute)).toISOString(),
  ...extra,
});

// a card sale with its fee and IVA, a CoDi sale, a refund of a sale paid out the day before, the
// card sale's partial refund, a failed payout given back, and the payout's own line
const CARD = "cp_AAAAAAAAAAAAAAAAAAAAAA";
const QR = "qp_BBBBBBBBBBBBBBBBBBBBBB";
const OLD = "ec_CCCCCCCCCCCCCCCCCCCCCC";
const TRANSACTIONS = [
  txn("payment", 1000, CARD, 1),
  txn("fee", -35, CARD, 1),
  txn("fee_tax", -5.6, CARD, 1),
  txn("payment", 250.25, QR, 2),
  txn("refund", -89.99, OLD, 3, { refund: "re_old" }),
  txn("refund", -100, CARD, 4, { refund: "re_card" }),
  txn("payout_failure", 412.07, null, 5, { source: "po_failed" }),
  txn("payout", -(1000 - 35 - 5.6 + 250.25 - 89.99 - 100 + 412.07), null, 6, { source: "po_test" }),
];

describe("a deposit's statement", () => {
  it("one line per payment in the order its first movement happened, the merchant's own lines apart, the payout's own line left out", () => {
    const { lines } = statementOf(TRANSACTIONS);
    expect(lines.map((line) => [line.kind, line.intent ?? line.type])).toEqual([["sale", CARD], ["sale", QR], ["refund", OLD], ["other", "payout_failure"]]);
    expect(lines[0]).toMatchObject({ gross: "1000.00", fee: "-35.00", feeTax: "-5.60", refunds: "-100.00", other: "0.00", net: "859.40" });
    expect(lines[2]).toMatchObject({ gross: "0.00", refunds: "-89.99", net: "-89.99" });
    expect(lines[3]).toMatchObject({ other: "412.07", net: "412.07" });
  });

  it("the totals' net is the deposit to the cent (cents added, never floats: 0.1 + 0.2 lines)", () => {
    const { totals } = statementOf(TRANSACTIONS);
    expect(totals).toEqual({ gross: "1250.25", fee: "-35.00", feeTax: "-5.60", refunds: "-189.99", other: "412.07", net: "1431.73" });
    const dimes = Array.from({ length: 30 }, (_, i) => txn("payment", i % 2 ? 0.1 : 0.2, `qp_${String(i).padStart(22, "D")}`, i));
    expect(statementOf(dimes).totals.net).toBe("4.50");
  });

  it("the CSV: a header in the reader's words, one line per transaction, the total equal to the payout with its tracking key, a BOM for Excel", () => {
    const payout: PayoutRecord = { payout: "po_test", amount: 1431.73, currency: "MXN", status: "paid", failure: null, date: "2026-11-30", arrival: "2026-11-30", trackingKey: "CAJA20261130000001", bank: "Banco Nacional de México", clabeLast4: "9013", created: "2026-11-30T23:00:00.000Z", updated: "2026-11-30T23:00:00.000Z" };
    const words = { columns: Object.fromEntries(PAYOUT_CSV_COLUMNS.map((c) => [c, c.toUpperCase()])) as Record<(typeof PAYOUT_CSV_COLUMNS)[number], string>, type: (type: string) => `T:${type}`, total: "Total del depósito" };
    const csv = payoutCsv({ payout, transactions: TRANSACTIONS, ...statementOf(TRANSACTIONS) }, "America/Mexico_City", words);
    const rows = csv.slice(1).trimEnd().split("\r\n");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(rows[0]).toBe("CREATED,TYPE,INTENT,REFUND,AVAILABLEON,AMOUNT,TRANSACTION");
    expect(rows).toHaveLength(1 + 7 + 1);
    expect(rows[1]).toBe(`2026-11-27 12:01:00,T:payment,${CARD},,2026-11-30,1000.00,txn_0001`);
    expect(rows[3]).toContain(",-5.60,");
    expect(rows.at(-1)).toBe("2026-11-30,Total del depósito,,,,1431.73,CAJA20261130000001");
    expect(() => payoutCsv({ payout: { ...payout, amount: 1431.74 }, transactions: TRANSACTIONS, ...statementOf(TRANSACTIONS) }, "America/Mexico_City", words)).toThrow(/add up to 1431.73/);
  });
});
