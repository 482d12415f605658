import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { PAYMENT_TYPES, type PaymentType } from "../../contract/statuses";

export type PricingRecord = { data: Array<{ payment: PaymentType; percent: number; fixed: number; ivaRate: number; since: string; default: boolean }> };

/** Per payment type, the row in force at $2: the merchant's latest, else the default. $1 merchant. */
const IN_FORCE = statement<{ payment: PaymentType; percent: string; fixed: string; iva_rate: string; effective_from: Date; is_default: boolean }>(
  "gw_pricing_in_force",
  `SELECT t.payment, p.percent::text AS percent, p.fixed::text AS fixed, p.iva_rate::text AS iva_rate, p.effective_from, p.merchant_id IS NULL AS is_default
   FROM unnest($3::text[]) AS t(payment)
   CROSS JOIN LATERAL (
     SELECT * FROM pricing WHERE payment = t.payment AND (merchant_id = $1 OR merchant_id IS NULL) AND effective_from <= $2::timestamptz
     ORDER BY merchant_id IS NULL, effective_from DESC LIMIT 1
   ) AS p`,
);

/** GET /admin/merchants/{merchant}/pricing: the fees in force now, per payment type. */
export async function getPricing(store: Store, merchantId: string, at = new Date()): Promise<PricingRecord> {
  const rows = await store.sql(IN_FORCE, [merchantId, at, [...PAYMENT_TYPES]]);
  return {
    data: rows.map((row) => ({
      payment: row.payment,
      percent: Number(row.percent),
      fixed: Number(row.fixed),
      ivaRate: Number(row.iva_rate),
      since: new Date(row.effective_from).toISOString(),
      default: row.is_default,
    })),
  };
}
