import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../env";
import { openMemoryDatabase, TEST_SECRETS, type MemoryDatabase } from "../../testing/memory-database";
import type { AuditBy } from "../audit/record-audit";
import { openDrawer } from "../drawer/open-drawer";
import { getReceipt } from "../receipts/get-receipt";
import { receiptPath } from "../receipts/receipt-url";
import { recordCashSale } from "../till/record-cash-sale";
import { setUpTill } from "../till/set-up-till";
import { readShopOptions, SHOP_SETTING } from "./read-shop-options";
import { saveShopOptions } from "./save-shop-options";
import { shopOptionsFormSchema, type ShopOptionsChange } from "./shop-options-schema";

const OWNER: AuditBy = { actor: { id: "usr_owner", email: "duena@panaderia.test" }, context: { ip: null, userAgent: null } };

/** The defaults merchantConfig() reads from a deployment's variables. */
function defaultsOf(variables: Record<string, string>) {
  const env = parseEnv({ CAJA_MODE: "live", ...TEST_SECRETS, ...variables });
  return { merchantName: env.DASHBOARD_MERCHANT_NAME ?? "", tipPresets: env.DASHBOARD_TIPS };
}

const change = (form: Record<string, string>): ShopOptionsChange => shopOptionsFormSchema.parse(form);
const issues = (form: Record<string, string>) => {
  const result = shopOptionsFormSchema.safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the shop's options: the trade name on tickets and the till's tips", () => {
  let m: MemoryDatabase;
  beforeAll(async () => {
    m = await openMemoryDatabase();
  });
  afterAll(async () => m?.close());

  const auditRows = () => m.db.query<{ target: string; details: Record<string, unknown> }>("SELECT target, details FROM dashboard_audit_event WHERE action = 'shop.updated' ORDER BY id");

  it("are the server's configuration while no owner has saved them (DASHBOARD_MERCHANT_NAME, DASHBOARD_TIPS, a 30 % warning)", async () => {
    const on = await readShopOptions(m.db.store, defaultsOf({ DASHBOARD_MERCHANT_NAME: "Panadería La Espiga", DASHBOARD_TIPS: "on" }));
    expect(on).toEqual({
      tradeName: "Panadería La Espiga",
      tips: { enabled: true, presets: [10, 15, 20], warnPercent: 30 },
      tipPresets: [10, 15, 20],
      tipWarnPercent: 30,
      saved: { tradeName: false, tips: false },
    });
    const custom = await readShopOptions(m.db.store, defaultsOf({ DASHBOARD_TIPS: "5,10" }));
    expect(custom).toMatchObject({ tradeName: "", tipPresets: [5, 10], tips: { enabled: true, presets: [5, 10] } });
    // off: the till offers none; Settings shows the presets "on" would offer, ready to turn on
    const off = await readShopOptions(m.db.store, defaultsOf({ DASHBOARD_TIPS: "off" }));
    expect(off).toMatchObject({ tipPresets: [], tips: { enabled: false, presets: [10, 15, 20], warnPercent: 30 } });
    // a reader of the name alone
    expect(await readShopOptions(m.db.store, { merchantName: "Caja Sandbox" })).toMatchObject({ tradeName: "Caja Sandbox", tipPresets: [] });
  });

  it("checks an owner's form: whole percentages of 1-50, all different, at least one when tips are on, the warning no lower than the largest", () => {
    expect(change({ part: "tips", enabled: "on", preset1: "18", preset2: "10", preset3: " 15 % ", preset4: "", warnPercent: "" })).toEqual({ part: "tips", tips: { enabled: true, presets: [10, 15, 18], warnPercent: 30 } });
    expect(change({ part: "tips", preset1: "10", preset2: "", preset3: "", preset4: "", warnPercent: "25" })).toEqual({ part: "tips", tips: { enabled: false, presets: [10], warnPercent: 25 } });
    expect(issues({ part: "tips", enabled: "on", preset1: "", preset2: "", preset3: "", preset4: "", warnPercent: "" })).toEqual(["preset1: settings.shop.presetsNeeded"]);
    expect(issues({ part: "tips", enabled: "on", preset1: "0", preset2: "51", preset3: "12.5", preset4: "diez", warnPercent: "" })).toEqual([
      "preset1: settings.shop.presetInvalid",
      "preset2: settings.shop.presetInvalid",
      "preset3: settings.shop.presetInvalid",
      "preset4: settings.shop.presetInvalid",
    ]);
    expect(issues({ part: "tips", enabled: "on", preset1: "10", preset2: "10", preset3: "", preset4: "", warnPercent: "" })).toEqual(["preset2: settings.shop.presetRepeated"]);
    expect(issues({ part: "tips", enabled: "on", preset1: "10", preset2: "40", warnPercent: "35" })).toEqual(["warnPercent: settings.shop.warnBelowPreset"]);
    expect(issues({ part: "tips", enabled: "on", preset1: "10", warnPercent: "101" })).toEqual(["warnPercent: settings.shop.warnInvalid"]);
    expect(change({ part: "name", tradeName: "  Panadería La Espiga  " })).toEqual({ part: "name", tradeName: "Panadería La Espiga" });
    expect(change({ part: "name", tradeName: "   " })).toEqual({ part: "name", tradeName: "" });
    // 80 characters as people count them (an accented letter or an emoji is one)
    expect(change({ part: "name", tradeName: "ñ".repeat(79) + "🥐" })).toMatchObject({ part: "name" });
    expect(issues({ part: "name", tradeName: "a".repeat(81) })).toEqual(["tradeName: settings.shop.tradeNameTooLong"]);
    expect(issues({ part: "other" })).toEqual(["part: settings.shop.invalidPart"]);
  });

  it("an owner's saved trade name and tips replace the configuration, each part on its own, audited once per change", async () => {
    const defaults = defaultsOf({ DASHBOARD_MERCHANT_NAME: "Caja Sandbox", DASHBOARD_TIPS: "on" });
    const named = await saveShopOptions(m.db.store, defaults, change({ part: "name", tradeName: "Panadería La Espiga" }), OWNER);
    // the tips are still the configuration's: saving the name did not freeze them
    expect(named).toMatchObject({ tradeName: "Panadería La Espiga", tipPresets: [10, 15, 20], saved: { tradeName: true, tips: false } });
    const tipped = await saveShopOptions(m.db.store, defaults, change({ part: "tips", enabled: "on", preset1: "10", preset2: "15", preset3: "18", warnPercent: "25" }), OWNER);
    expect(tipped).toMatchObject({ tradeName: "Panadería La Espiga", tipPresets: [10, 15, 18], tipWarnPercent: 25, saved: { tradeName: true, tips: true } });
    // another configuration no longer changes what the owner chose
    expect(await readShopOptions(m.db.store, defaultsOf({ DASHBOARD_MERCHANT_NAME: "Otra", DASHBOARD_TIPS: "off" }))).toMatchObject({ tradeName: "Panadería La Espiga", tipPresets: [10, 15, 18] });
    expect(await auditRows()).toEqual([
      { target: "trade_name", details: { tradeName: { from: "Caja Sandbox", to: "Panadería La Espiga" } } },
      { target: "tips", details: { tipPresets: { from: [10, 15, 20], to: [10, 15, 18] }, tipWarnPercent: { from: 30, to: 25 } } },
    ]);
    // saving the same again writes and records nothing
    await saveShopOptions(m.db.store, defaults, change({ part: "tips", enabled: "on", preset1: "18", preset2: "15", preset3: "10", warnPercent: "25" }), OWNER);
    expect(await auditRows()).toHaveLength(2);
    // tips off: the till offers none, the presets are kept for next time
    const off = await saveShopOptions(m.db.store, defaults, change({ part: "tips", preset1: "10", preset2: "15", preset3: "18", warnPercent: "25" }), OWNER);
    expect(off).toMatchObject({ tipPresets: [], tips: { enabled: false, presets: [10, 15, 18] } });
    expect((await auditRows()).at(-1)).toEqual({ target: "tips", details: { tipsEnabled: { from: true, to: false } } });
  });

  it("prints the saved trade name on a cash sale's receipt; an empty one prints no name, whatever the configuration says", async () => {
    const config = { masterKey: Buffer.alloc(32, 7), merchantName: "Caja Sandbox", currency: "MXN" };
    const till = await setUpTill(m.db.store, { branch: "Centro", terminal: "Mostrador" });
    await openDrawer(m.db.store, { tillId: till.id, float: 20_000 }, OWNER);
    const sale = await recordCashSale(m.db.store, { tillId: till.id, attempt: crypto.randomUUID(), amount: 5_000, tip: 0, received: 5_000, concept: null }, OWNER);
    const mac = receiptPath(config, sale.id).split("/").at(-1)!;
    await saveShopOptions(m.db.store, config, change({ part: "name", tradeName: "Panadería La Espiga" }), OWNER);
    expect((await getReceipt(m.db.store, config, sale.id, mac))!.merchantName).toBe("Panadería La Espiga");
    await saveShopOptions(m.db.store, config, change({ part: "name", tradeName: "" }), OWNER);
    expect((await getReceipt(m.db.store, config, sale.id, mac))!.merchantName).toBe("");
  });

  it("falls back to the configuration when a stored value cannot be read (a row written by hand)", async () => {
    await m.db.prisma.dashboardSetting.update({ where: { key: SHOP_SETTING.tips }, data: { value: '{"enabled":true,"presets":[90],"warnPercent":30}' } });
    expect(await readShopOptions(m.db.store, defaultsOf({ DASHBOARD_TIPS: "on" }))).toMatchObject({ tipPresets: [10, 15, 20], saved: { tips: false } });
  });
});
