-- The merchant's catalogue (docs/dashboard.md, "Catalogue (Catálogo)"): what the till sells, its price
-- with IVA included, its IVA rate and the SAT keys of a CFDI concept. Owned by lib/dashboard/catalogue.
-- CreateTable
CREATE TABLE "dashboard_product" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "iva" TEXT NOT NULL DEFAULT '16',
    "product_key" TEXT NOT NULL DEFAULT '01010101',
    "unit_key" TEXT NOT NULL DEFAULT 'H87',
    "sku" TEXT,
    "barcode" TEXT,
    "category" TEXT,
    "by_weight" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dashboard_product_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "dashboard_product_sku_key" ON "dashboard_product"("sku");

-- CreateIndex
CREATE UNIQUE INDEX "dashboard_product_barcode_key" ON "dashboard_product"("barcode");

-- CreateIndex
CREATE INDEX "dashboard_product_category_idx" ON "dashboard_product"("category");

-- The list's order and its keyset pagination (by name, any case, then id), and a name's prefix.
CREATE INDEX "dashboard_product_lower_name_idx" ON "dashboard_product" (lower("name"), "id");

-- What the code assumes (lib/dashboard/catalogue/product-schema.ts checks the same before writing):
-- a name of 1 to 120 characters, a price above zero, one of the IVA rates of
-- lib/contract/ticket-lines.ts, a ClaveProdServ of 8 digits, a ClaveUnidad of 2 or 3 letters and
-- digits, codes without spaces, and a product sold by weight is sold by the kilogram.
ALTER TABLE "dashboard_product" ADD CONSTRAINT "dashboard_product_name" CHECK (char_length("name") BETWEEN 1 AND 120);
ALTER TABLE "dashboard_product" ADD CONSTRAINT "dashboard_product_price" CHECK ("price" > 0);
ALTER TABLE "dashboard_product" ADD CONSTRAINT "dashboard_product_iva" CHECK ("iva" IN ('16', '8', '0', 'exempt'));
ALTER TABLE "dashboard_product" ADD CONSTRAINT "dashboard_product_product_key" CHECK ("product_key" ~ '^[0-9]{8}$');
ALTER TABLE "dashboard_product" ADD CONSTRAINT "dashboard_product_unit_key" CHECK ("unit_key" ~ '^[A-Za-z0-9]{2,3}$');
ALTER TABLE "dashboard_product" ADD CONSTRAINT "dashboard_product_sku" CHECK ("sku" ~ '^\S{1,64}$');
ALTER TABLE "dashboard_product" ADD CONSTRAINT "dashboard_product_barcode" CHECK ("barcode" ~ '^\S{1,64}$');
ALTER TABLE "dashboard_product" ADD CONSTRAINT "dashboard_product_category" CHECK (char_length("category") BETWEEN 1 AND 60);
ALTER TABLE "dashboard_product" ADD CONSTRAINT "dashboard_product_by_weight" CHECK (NOT "by_weight" OR "unit_key" = 'KGM');

-- The audit trail records the catalogue's changes: a product created or changed, a file imported.
ALTER TABLE "dashboard_audit_event" DROP CONSTRAINT "dashboard_audit_event_action_check";
ALTER TABLE "dashboard_audit_event" ADD CONSTRAINT "dashboard_audit_event_action_check" CHECK ("action" IN (
  'sign_in.succeeded', 'sign_in.failed', 'sign_in.locked', 'sign_out.everywhere',
  'two_factor.enabled', 'two_factor.disabled', 'two_factor.recovery_code_used', 'two_factor.requirement_changed',
  'user.created', 'user.role_changed', 'user.disabled', 'user.enabled',
  'webhook_secret.rotated', 'webhook_endpoint.changed', 'webhook.redelivered',
  'payment.created', 'payment.canceled', 'payment.refunded', 'card.tapped',
  'cash.sold', 'cash.refunded', 'drawer.opened', 'drawer.moved', 'drawer.closed', 'drawer.corrected',
  'fiscal_profile.changed',
  'webhook_endpoint.created', 'webhook_endpoint.deleted', 'webhook_endpoint.tested', 'webhook_endpoint.recovered',
  'shop.updated',
  'product.created', 'product.updated', 'catalogue.imported'
));
