import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { writeSetting } from "../settings/write-setting";
import { readShopOptions, SHOP_SETTING, type ShopDefaults, type ShopOptions } from "./read-shop-options";
import type { ShopOptionsChange } from "./shop-options-schema";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves one part of the shop's options (owners; checked by the caller): the trade name or the tips.
 * The saved value replaces the server's configuration for that part from then on. The change and
 * its audit row (`shop.updated`: what changed, from → to; the target names the part) are one
 * transaction; saving what is already saved writes nothing.
 */
export async function saveShopOptions(store: Store, defaults: ShopDefaults, change: ShopOptionsChange, by: AuditBy): Promise<ShopOptions> {
  await store.transaction(async (tx) => {
    const before = await readShopOptions(tx, defaults);
    const [key, value, changed, saved] =
      change.part === "name"
        ? [SHOP_SETTING.tradeName, change.tradeName, { tradeName: [before.tradeName, change.tradeName] }, before.saved.tradeName]
        : [
            SHOP_SETTING.tips,
            JSON.stringify(change.tips),
            { tipsEnabled: [before.tips.enabled, change.tips.enabled], tipPresets: [before.tips.presets, change.tips.presets], tipWarnPercent: [before.tips.warnPercent, change.tips.warnPercent] },
            before.saved.tips,
          ];
    const details = Object.fromEntries(Object.entries(changed).filter(([, [from, to]]) => !same(from, to)).map(([field, [from, to]]) => [field, { from, to }]));
    // already the shop's own choice, and the same: nothing to write or record
    if (saved && Object.keys(details).length === 0) return;
    await writeSetting(tx, key, value);
    await recordAudit(tx, { ...by, action: "shop.updated", target: change.part === "name" ? "trade_name" : "tips", details });
  });
  return readShopOptions(store, defaults);
}
