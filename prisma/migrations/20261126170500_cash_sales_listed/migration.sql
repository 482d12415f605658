-- The payments list and its CSV show the tills' cash sales beside the service's payments, newest
-- first (lib/dashboard/list-intents.ts): an index in that order over the cash rows only.
CREATE INDEX "dashboard_till_charge_cash_listed_idx" ON "dashboard_till_charge" ("created_at" DESC, "attempt" DESC) WHERE "method" = 'cash';

-- A payment's till charge by its intent (the list's and the CSV's tip column; the recent sales).
CREATE INDEX "dashboard_till_charge_intent_id_idx" ON "dashboard_till_charge" ("intent_id") WHERE "intent_id" IS NOT NULL;
