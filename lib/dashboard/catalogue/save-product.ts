import { randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { Product, ProductInput } from "./product-schema";
import { readProduct } from "./read-product";

const TAKEN = statement<{ sku: string | null; barcode: string | null }>(
  "catalogue_codes_taken",
  `SELECT sku, barcode FROM dashboard_product WHERE (sku = $1 OR barcode = $2) AND id IS DISTINCT FROM $3`,
);

/** What the audit trail says changed: values of the plain fields, only the names of codes (a barcode of 13 digits reads as a card number to the trail, which would redact it). */
const VALUE_FIELDS = ["name", "price", "iva", "category", "byWeight", "active"] as const;
const CODE_FIELDS = ["sku", "barcode", "productKey", "unitKey"] as const;

/**
 * Creates a product, or changes product `id`, as an owner typed it (permission checked by the
 * caller; the input parsed with productSchema), and records it in the audit trail in the same
 * transaction. An SKU or barcode another product has is refused as a field error
 * (`catalogue.invalid.skuTaken`, `barcodeTaken`); an unknown id is not_found.
 */
export async function saveProduct(store: Store, input: ProductInput, by: AuditBy, id?: string): Promise<Product> {
  const saved = await store.transaction(async (tx) => {
    const before = id ? await readProduct(tx, id) : null;
    if (id && !before) throw new AppError("not_found");
    const taken = await tx.sql(TAKEN, [input.sku, input.barcode, id ?? null]);
    const errors = [
      ...(input.sku !== null && taken.some((row) => row.sku === input.sku) ? [{ field: "sku", message: "catalogue.invalid.skuTaken" }] : []),
      ...(input.barcode !== null && taken.some((row) => row.barcode === input.barcode) ? [{ field: "barcode", message: "catalogue.invalid.barcodeTaken" }] : []),
    ];
    if (errors.length > 0) throw AppError.invalid(errors);
    if (!before) {
      const created = await tx.prisma.dashboardProduct.create({ data: { id: randomToken("pr_"), ...input }, select: { id: true } });
      await recordAudit(tx, { ...by, action: "product.created", target: created.id, details: { name: input.name, price: input.price, iva: input.iva } });
      return created.id;
    }
    const changed = Object.fromEntries(VALUE_FIELDS.filter((field) => before[field] !== input[field]).map((field) => [field, { from: before[field], to: input[field] }]));
    const alsoChanged = CODE_FIELDS.filter((field) => before[field] !== input[field]);
    if (Object.keys(changed).length === 0 && alsoChanged.length === 0) return before.id;
    await tx.prisma.dashboardProduct.update({ where: { id: before.id }, data: input, select: { id: true } });
    await recordAudit(tx, { ...by, action: "product.updated", target: before.id, details: { ...changed, ...(alsoChanged.length ? { alsoChanged } : {}), ...(changed.name ? {} : { name: input.name }) } });
    return before.id;
  });
  return (await readProduct(store, saved))!;
}
