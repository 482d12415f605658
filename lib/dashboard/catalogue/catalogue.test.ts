import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { catalogueCsv } from "../../../e2e/support/catalogue-csv";
import type { Database } from "../../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import type { AuditBy } from "../audit/record-audit";
import { exportProducts } from "./export-products";
import { findProductByCode } from "./find-product-by-code";
import { importProducts } from "./import-products";
import { listActiveCatalogue } from "./list-active-catalogue";
import { listProducts } from "./list-products";
import { readCsvRecords } from "./product-csv";
import { PRODUCT_ID, productSchema, type Product } from "./product-schema";
import { saveProduct } from "./save-product";

const BY: AuditBy = { actor: { id: "usr_catalogue_owner", email: "owner@shop.test" }, context: { ip: null, userAgent: null } };

/** What the catalogue keeps of a product, without its id and times (what an export and an import carry). */
const contents = ({ id: _id, createdAt: _c, updatedAt: _u, ...product }: Product) => product;
const sortedBySku = (products: Product[]) => products.map(contents).sort((a, b) => (a.sku ?? a.name).localeCompare(b.sku ?? b.name));

describe.each(DATABASE_KINDS)("the catalogue on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const all = async () => (await listProducts(db.store, {}, 10_000)).rows;

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
  });
  afterAll(async () => dispose?.());
  beforeEach(async () => {
    await db.query("DELETE FROM dashboard_product");
  });

  it("saves a product (an id pr_…, the audit trail's entry), refuses a code another product has, and changes it", async () => {
    const created = await saveProduct(db.store, productSchema.parse({ name: "Queso Oaxaca", price: "189.9", iva: "0", byWeight: "sí", sku: "QOAX", category: "Lácteos" }), BY);
    expect(created).toMatchObject({ name: "Queso Oaxaca", price: "189.90", iva: "0", unitKey: "KGM", byWeight: true, productKey: "01010101", active: true });
    expect(created.id).toMatch(PRODUCT_ID);
    await expect(saveProduct(db.store, productSchema.parse({ name: "Otro", price: "1", sku: "QOAX" }), BY)).rejects.toMatchObject({
      code: "invalid_request",
      data: { errors: [{ field: "sku", message: "catalogue.invalid.skuTaken" }] },
    });
    const changed = await saveProduct(db.store, productSchema.parse({ name: "Queso Oaxaca", price: "199", iva: "0", byWeight: "sí", sku: "QOAX", barcode: "7501055363056", category: "Lácteos" }), BY, created.id);
    expect(changed).toMatchObject({ id: created.id, price: "199.00", barcode: "7501055363056" });
    const audit = await db.query<{ action: string; details: Record<string, unknown> }>("SELECT action, details FROM dashboard_audit_event WHERE target = $1 ORDER BY id", [created.id]);
    expect(audit).toEqual([
      { action: "product.created", details: { name: "Queso Oaxaca", price: "189.90", iva: "0" } },
      { action: "product.updated", details: { price: { from: "189.90", to: "199.00" }, alsoChanged: ["barcode"], name: "Queso Oaxaca" } },
    ]);
    await expect(saveProduct(db.store, productSchema.parse({ name: "X", price: "1" }), BY, "pr_0000000000000000000000")).rejects.toMatchObject({ code: "not_found" });
  });

  it("exports the catalogue and imports the file back as the same products (a second import changes nothing)", async () => {
    for (const fields of [
      { name: 'Café "de olla", 250 g', price: "85", sku: "CAFE-1", barcode: "7501055363056", category: "Abarrotes", productKey: "50201706" },
      { name: "=HYPERLINK(1)", price: "10.5", sku: "-1", iva: "exento", active: "no" },
      { name: "Jitomate saladet", price: "32.90", iva: "0", byWeight: "sí", category: "Frutas y verduras", productKey: "50406500" },
      { name: "Servicio de envío", price: "50", iva: "8", unitKey: "E48", barcode: "ENVIO" },
    ]) {
      await saveProduct(db.store, productSchema.parse(fields), BY);
    }
    const before = await all();
    const file = await exportProducts(db.store, "es-MX");
    expect(file.startsWith("\uFEFFsku,código de barras,nombre,precio,IVA,categoría,clave SAT producto,clave SAT unidad,por peso,activo\r\n")).toBe(true);
    expect(file).toContain('CAFE-1,7501055363056,"Café ""de olla"", 250 g",85.00,16,Abarrotes,50201706,H87,no,sí\r\n');
    expect(file).toContain("\r\n-1,,'=HYPERLINK(1),10.50,exento,,01010101,H87,no,no\r\n"); // a formula defused, a negative number kept

    await db.query("DELETE FROM dashboard_product");
    const fresh = await importProducts(db.store, new TextEncoder().encode(file), { by: BY });
    expect(fresh).toMatchObject({ rows: 4, valid: 4, invalid: 0, committed: true, created: 4, updated: 0, problems: [] });
    expect(sortedBySku(await all())).toEqual(sortedBySku(before));

    const again = await importProducts(db.store, await exportProducts(db.store, "en"), { by: BY });
    expect(again).toMatchObject({ committed: true, created: 0, updated: 0, unchanged: 4 });
    expect(sortedBySku(await all())).toEqual(sortedBySku(before));
  });

  it("a file of 500 products with 3 bad rows: the report names them and nothing is imported; with skipInvalid the 497 others are, fast", async () => {
    const file = catalogueCsv({ rows: 500, bad: [12, 250, 480] });
    expect(readCsvRecords(file)).toHaveLength(501);
    const refused = await importProducts(db.store, file, { by: BY });
    expect(refused).toMatchObject({ rows: 500, valid: 497, invalid: 3, committed: false, created: 0 });
    expect(refused.problems).toEqual([
      { line: 12, column: "price", code: "priceInvalid" },
      { line: 250, column: "barcode", code: "barcodeCheckDigit" },
      { line: 480, column: "iva", code: "ivaInvalid" },
    ]);
    expect(await all()).toEqual([]);

    const started = performance.now();
    const imported = await importProducts(db.store, file, { skipInvalid: true, by: BY });
    const took = performance.now() - started;
    expect(imported).toMatchObject({ rows: 500, valid: 497, invalid: 3, committed: true, created: 497, problemCount: 3 });
    expect(took, `imported in ${Math.round(took)} ms`).toBeLessThan(2_000);
    const products = await all();
    expect(products).toHaveLength(497);
    expect(products.map((p) => p.sku)).not.toEqual(expect.arrayContaining(["ABA-00011"])); // line 12 is the 11th product
    expect(new Set(products.map((p) => p.category)).size).toBe(8);
    expect(products.some((p) => p.byWeight && p.unitKey === "KGM" && p.iva === "0")).toBe(true);

    const audit = await db.query<{ details: Record<string, number> }>("SELECT details FROM dashboard_audit_event WHERE action = 'catalogue.imported' ORDER BY id DESC LIMIT 1");
    expect(audit[0]?.details).toEqual({ rows: 500, created: 497, updated: 0, skipped: 3 });
  });

  it("re-importing updates each product by its SKU (else its barcode) instead of adding it again", async () => {
    await importProducts(db.store, catalogueCsv({ rows: 20 }), { by: BY });
    const first = await all();
    const header = readCsvRecords(catalogueCsv({ rows: 1 }))[0]!.fields.join(",");
    // line 2: a known SKU with a new price and no barcode; line 3: no SKU, a known barcode, a new name; line 4: a new product
    const byBarcode = first.find((p) => p.sku === "BEB-00002")!;
    const changes = [
      header,
      "ABA-00001,,Frijol negro 1 kg,41.00,0,Abarrotes,50221001,H87,no,sí",
      `,${byBarcode.barcode},Refresco de cola 3 l,52.00,16,Bebidas,50202306,H87,no,sí`,
      "NUEVO-1,,Tortillas de maíz (kg),24.00,0,Tortillería,50221300,KGM,sí,sí",
    ].join("\r\n");
    const report = await importProducts(db.store, changes, { by: BY });
    expect(report).toMatchObject({ committed: true, created: 1, updated: 2, problems: [] });
    const after = await all();
    expect(after).toHaveLength(21);
    expect(after.find((p) => p.sku === "ABA-00001")).toMatchObject({ price: "41.00", barcode: null, id: first.find((p) => p.sku === "ABA-00001")!.id });
    expect(after.find((p) => p.id === byBarcode.id)).toMatchObject({ name: "Refresco de cola 3 l", sku: null, barcode: byBarcode.barcode });
  });

  it("refuses rows that repeat a code, or take a barcode another product holds, naming the earlier line", async () => {
    await saveProduct(db.store, productSchema.parse({ name: "Agua 1 l", price: "12", sku: "AGUA", barcode: "7501055363056" }), BY);
    const file = [
      "sku;código de barras;nombre;precio",
      "A;;Uno;1",
      "A;;Dos;2",
      "B;7501055363056;Tres;3",
      "C;96385074;Cuatro;4",
      "D;96385074;Cinco;5",
    ].join("\n");
    const report = await importProducts(db.store, file, { by: BY });
    expect(report.problems).toEqual([
      { line: 3, column: "sku", code: "skuRepeated", values: { line: 2 } },
      { line: 4, column: "barcode", code: "barcodeTaken" },
      { line: 6, column: "barcode", code: "barcodeRepeated", values: { line: 5 } },
    ]);
    expect(report).toMatchObject({ committed: false, valid: 2, invalid: 3 });
  });

  it("says what makes a whole file unreadable", async () => {
    expect((await importProducts(db.store, "", { by: BY })).fileProblem).toEqual({ code: "fileEmpty" });
    expect((await importProducts(db.store, "sku,precio\r\nA,1\r\n", { by: BY })).fileProblem).toEqual({ code: "missingColumns", columns: ["name"] });
    expect((await importProducts(db.store, catalogueCsv({ rows: 5_001 }), { by: BY })).fileProblem).toEqual({ code: "tooManyRows", rows: 5_001, max: 5_000 });
    expect((await importProducts(db.store, new Uint8Array([0x50, 0, 0x4b]), { by: BY })).fileProblem).toEqual({ code: "notText" });
    // Excel's plain "CSV" in Windows es-MX is Windows-1252, not UTF-8
    const latin = await importProducts(db.store, new Uint8Array([...new TextEncoder().encode("nombre,precio\r\nPi"), 0xf1, ...new TextEncoder().encode("ata,99\r\n")]), { by: BY });
    expect(latin).toMatchObject({ committed: true, created: 1 });
    expect((await all())[0]?.name).toBe("Piñata");
  });

  it("gives the till the whole active catalogue and finds a product by its barcode or SKU", async () => {
    await importProducts(db.store, catalogueCsv({ rows: 30 }), { by: BY });
    const [one] = await all();
    await saveProduct(db.store, productSchema.parse({ ...one!, byWeight: String(one!.byWeight), active: "no" }), BY, one!.id);
    const till = await listActiveCatalogue(db.store);
    expect(till).toHaveLength(29);
    expect(Object.keys(till[0]!).sort()).toEqual(["barcode", "byWeight", "category", "id", "iva", "name", "price", "productKey", "sku", "unitKey"]);
    const other = till[3]!;
    expect(await findProductByCode(db.store, other.barcode!)).toEqual(other);
    expect(await findProductByCode(db.store, ` ${other.sku!} `)).toEqual(other);
    expect(await findProductByCode(db.store, "0000000000000")).toBeNull();
    expect(await findProductByCode(db.store, one!.barcode!)).toBeNull(); // inactive
    expect(await findProductByCode(db.store, one!.barcode!, { includeInactive: true })).toMatchObject({ id: one!.id });
    // a UPC-A finds the EAN-13 that is the same digits after a 0
    await saveProduct(db.store, productSchema.parse({ name: "Importado", price: "99", barcode: "0036000291452" }), BY);
    expect(await findProductByCode(db.store, "036000291452")).toMatchObject({ name: "Importado" });
  });

  it("lists a page at a time, searching names (accents aside), categories, SKUs and barcodes", async () => {
    await importProducts(db.store, catalogueCsv({ rows: 60 }), { by: BY });
    await saveProduct(db.store, productSchema.parse({ name: "PIÑATA de estrella", price: "250", sku: "PIN-1", category: "Fiestas" }), BY);
    const firstPage = await listProducts(db.store, {}, 25);
    const secondPage = await listProducts(db.store, { cursor: firstPage.nextCursor! }, 25);
    const thirdPage = await listProducts(db.store, { cursor: secondPage.nextCursor! }, 25);
    expect([firstPage.rows.length, secondPage.rows.length, thirdPage.rows.length, thirdPage.nextCursor]).toEqual([25, 25, 11, null]);
    expect(new Set([...firstPage.rows, ...secondPage.rows, ...thirdPage.rows].map((p) => p.id)).size).toBe(61);
    expect((await listProducts(db.store, { q: "pinata" })).rows.map((p) => p.sku)).toEqual(["PIN-1"]);
    expect((await listProducts(db.store, { q: "fiestas" })).rows.map((p) => p.sku)).toEqual(["PIN-1"]);
    expect((await listProducts(db.store, { q: "pin-" })).rows.map((p) => p.sku)).toEqual(["PIN-1"]);
    expect((await listProducts(db.store, { q: "7501" }, 100)).rows).toHaveLength(60);
    expect((await listProducts(db.store, { category: "Bebidas" })).rows.every((p) => p.category === "Bebidas")).toBe(true);
    expect((await listProducts(db.store, { q: "100%_" })).rows).toEqual([]);
    expect((await listProducts(db.store, { status: "inactive" })).rows).toEqual([]);
  });
});
