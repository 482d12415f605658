import type { Store } from "../../db/store";
import { totalPaidTillCharges } from "../intents/total-paid-till-charges";

/** How many, and their amounts added up (an exact decimal). */
type Figure = { count: number; amount: string };

/** What the till charged through the payment service during a drawer's shift, paid: by card and by QR, their tips apart. */
export type ShiftCharges = { card: Figure; qr: Figure; tips: string };

/**
 * The card and QR sales a till made while a drawer was open (from its opening to its close, or
 * now): the corte shows them beside the cash, so a cashier's shift reads whole. Never in the
 * drawer: that money is the service's to pay out.
 */
export async function totalShiftCharges(store: Store, drawer: { till: { id: string }; openedAt: string; closedAt: string | null }): Promise<ShiftCharges> {
  const rows = await totalPaidTillCharges(store, { tillId: drawer.till.id, from: drawer.openedAt, to: drawer.closedAt ?? new Date().toISOString() });
  const of = (method: string): Figure => {
    const row = rows.find((r) => r.method === method);
    return { count: row?.count ?? 0, amount: row?.amount ?? "0.00" };
  };
  const cents = rows.reduce((sum, row) => sum + Math.round(Number(row.tips) * 100), 0);
  return { card: of("card"), qr: of("qr"), tips: (cents / 100).toFixed(2) };
}
