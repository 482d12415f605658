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
 * PATCH /admin/merchants/{merchant}/pricing: a payment type's fee for the merchant from now on (a
 * fixed amount or IVA rate left out stays as in force). A new
 * version is written (the old ones stay: a payment is priced by the version in force when it was
 * authorized, so a change never reprices what was already booked).
 */
export async function setPricing(store: Store, merchantId: string, change: PricingChange): Promise<PricingRecord> {
  const now = new Date();
  // what the change leaves out stays as it is in force (a percent-only change keeps the fixed amount and the IVA rate)
  const current = (await getPricing(store, merchantId, now)).data.find((row) => row.payment === change.payment);
  const fixed = change.fixed ?? current?.fixed ?? 0;
  const ivaRate = change.ivaRate ?? current?.ivaRate ?? 0.16;
  await store.sql(INSERT, [randomToken("pr_"), merchantId, change.payment, change.percent, fixed, ivaRate, now]);
  return getPricing(store, merchantId, now);
}
