import type { Store } from "../../db/store";
import { log } from "../../log";
import type { MerchantConfig } from "../merchant-config";
import { readSettings } from "../settings/read-settings";
import { storedTipsSchema, TIP_WARN_PERCENT_DEFAULT, type ShopTips } from "./shop-options-schema";

/** The dashboard_setting keys of the shop's options; a key without a row is the server's configuration. */
export const SHOP_SETTING = { tradeName: "shop_trade_name", tips: "shop_tips" } as const;

/**
 * The configuration an option falls back to while no owner has saved it (DASHBOARD_MERCHANT_NAME,
 * DASHBOARD_TIPS): merchantConfig() gives both; a reader of the name alone (a receipt) may leave
 * the tips out (then off).
 */
export type ShopDefaults = Pick<MerchantConfig, "merchantName"> & Partial<Pick<MerchantConfig, "tipPresets">>;

/** The presets Settings shows for tips that are off in the configuration (those of DASHBOARD_TIPS=on). */
const PRESETS_WHEN_OFF = [10, 15, 20];

export type ShopOptions = {
  /** the name at the top of every ticket; empty: no name line */
  tradeName: string;
  tips: ShopTips;
  /** what the till offers: the presets when tips are on, none when off */
  tipPresets: number[];
  /** above this share of the sale (%) the till warns about a tip */
  tipWarnPercent: number;
  /** which options an owner saved (the others come from the server's configuration) */
  saved: { tradeName: boolean; tips: boolean };
};

function storedTips(value: string): ShopTips | null {
  try {
    const parsed = storedTipsSchema.safeParse(JSON.parse(value));
    if (parsed.success) return parsed.data;
  } catch {
    /* not JSON: as unusable as a value that breaks a rule */
  }
  log.warn("dashboard.shop_tips_unreadable", { value: value.slice(0, 200) });
  return null;
}

/**
 * The shop's options in effect: what an owner saved in Settings, else the server's configuration
 * (`defaults`: DASHBOARD_MERCHANT_NAME, DASHBOARD_TIPS and a 30 % warning threshold). Every reader of
 * the trade name or the tips (receipts, the till, the drawer's slip) asks here.
 */
export async function readShopOptions(store: Store, defaults: ShopDefaults): Promise<ShopOptions> {
  const saved = await readSettings(store, [SHOP_SETTING.tradeName, SHOP_SETTING.tips]);
  const value = (key: string) => saved.get(key);
  const savedName = value(SHOP_SETTING.tradeName);
  const savedTipsValue = value(SHOP_SETTING.tips);
  const savedTips = savedTipsValue === undefined ? null : storedTips(savedTipsValue);
  const presets = defaults.tipPresets ?? [];
  const tips: ShopTips = savedTips ?? {
    enabled: presets.length > 0,
    presets: presets.length > 0 ? [...presets] : PRESETS_WHEN_OFF,
    warnPercent: TIP_WARN_PERCENT_DEFAULT,
  };
  return {
    tradeName: savedName ?? defaults.merchantName,
    tips,
    tipPresets: tips.enabled ? tips.presets : [],
    tipWarnPercent: tips.warnPercent,
    saved: { tradeName: savedName !== undefined, tips: savedTips !== null },
  };
}
