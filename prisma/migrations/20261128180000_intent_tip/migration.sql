-- The item tax extension (docs/api-reference.md, "Item tax data (extension)"): data.tip, the part
-- of the amount that is a tip (no IVA, not a line), kept as sent; null when the intent was created
-- without one. The items' new fields (quantity, discount, iva, product_key, unit_key) live in
-- the items' JSON as before.
-- AlterTable
ALTER TABLE "payment_intent" ADD COLUMN     "tip" DECIMAL(12,2);

-- What the code assumes (lib/contract/requests.ts): a tip of at least 0 and less than the amount.
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_tip_check" CHECK ("tip" >= 0 AND "tip" < "amount");
