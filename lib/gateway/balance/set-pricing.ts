import { randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import type { PricingChange } from "../../contract/requests";
import { getPricing, type PricingRecord } from "./get-pricing";

const INSERT = statement(
  "gw_set_pricing",
  `INSERT INTO pricing (id, merchant_id, payment, percent, fixed, iva_rate, effective_from, created_at)
   VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6::numeric, $7::timestamptz, $7::timestamptz)`,
);

/**
 * PATCH /admin/merchants/{merchant}/pricing: a payment type's fee for the merchant from now on. A new
 * version is written (the old ones stay: a payment is priced by the version in force when it was
 * authorized, so a change never reprices what was already booked).
 */
export async function setPricing(store: Store, merchantId: string, change: PricingChange): Promise<PricingRecord> {
  const now = new Date();
  await store.sql(INSERT, [randomToken("pr_"), merchantId, change.payment, change.percent, change.fixed, change.ivaRate, now]);
  return getPricing(store, merchantId, now);
}
