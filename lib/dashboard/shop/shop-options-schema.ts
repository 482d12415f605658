import { z } from "zod";

/**
 * The shop's options an owner sets in Settings (the name on its tickets, the till's tips) and their
 * limits. Messages are catalogue keys (`settings.shop.*`), worded by the safe action.
 */

/** Presets the till can offer besides "no tip" and "Otra" (another amount). */
export const TIP_PRESETS_MAX = 4;
export const TIP_PERCENT_MIN = 1;
export const TIP_PERCENT_MAX = 50;
/** Above this share of the sale (in %) the till warns that a tip looks too large, unless an owner says otherwise. */
export const TIP_WARN_PERCENT_DEFAULT = 30;
export const TIP_WARN_PERCENT_MAX = 100;
/** The trade name's longest, in characters (code points, as people count them). */
export const TRADE_NAME_MAX = 80;

/** The tips as stored (dashboard_setting `shop_tips`, JSON) and as the till is handed them. */
export type ShopTips = { enabled: boolean; presets: number[]; warnPercent: number };

const percent = (max: number) => z.number().int().min(TIP_PERCENT_MIN).max(max);

/** A stored `shop_tips` value, checked again when read (a row written by hand that breaks a rule is not used). */
export const storedTipsSchema = z
  .object({ enabled: z.boolean(), presets: z.array(percent(TIP_PERCENT_MAX)).max(TIP_PRESETS_MAX), warnPercent: percent(TIP_WARN_PERCENT_MAX) })
  .refine((tips) => new Set(tips.presets).size === tips.presets.length && (!tips.enabled || tips.presets.length > 0));

const tradeName = z
  .string()
  .trim()
  .refine((name) => [...name].length <= TRADE_NAME_MAX, "settings.shop.tradeNameTooLong")
  .refine((name) => !/\p{Cc}/u.test(name), "settings.shop.tradeNameInvalid");

/** A whole percentage as typed (blank: no value), or NaN when it is not one. */
const typedPercent = z
  .string()
  .default("")
  .transform((value) => value.trim().replace(/\s*%$/, ""))
  .transform((value) => (value === "" ? null : /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN));

const PRESET_FIELDS = ["preset1", "preset2", "preset3", "preset4"] as const;

const tipsForm = z
  .object({
    part: z.literal("tips"),
    /** a checkbox: "on" when ticked, absent otherwise */
    enabled: z.literal("on").optional(),
    ...Object.fromEntries(PRESET_FIELDS.map((field) => [field, typedPercent])) as Record<(typeof PRESET_FIELDS)[number], typeof typedPercent>,
    warnPercent: typedPercent,
  })
  .superRefine((form, ctx) => {
    const seen = new Set<number>();
    for (const field of PRESET_FIELDS) {
      const value = form[field];
      if (value === null) continue;
      if (!Number.isInteger(value) || value < TIP_PERCENT_MIN || value > TIP_PERCENT_MAX) ctx.addIssue({ code: "custom", path: [field], message: "settings.shop.presetInvalid" });
      else if (seen.has(value)) ctx.addIssue({ code: "custom", path: [field], message: "settings.shop.presetRepeated" });
      else seen.add(value);
    }
    if (form.enabled && PRESET_FIELDS.every((field) => form[field] === null)) ctx.addIssue({ code: "custom", path: ["preset1"], message: "settings.shop.presetsNeeded" });
    const warn = form.warnPercent;
    if (warn !== null && (!Number.isInteger(warn) || warn < TIP_PERCENT_MIN || warn > TIP_WARN_PERCENT_MAX)) {
      ctx.addIssue({ code: "custom", path: ["warnPercent"], message: "settings.shop.warnInvalid" });
    } else if (warn !== null && [...seen].some((preset) => preset > warn)) {
      ctx.addIssue({ code: "custom", path: ["warnPercent"], message: "settings.shop.warnBelowPreset" });
    }
  })
  .transform((form): { part: "tips"; tips: ShopTips } => ({
    part: "tips",
    tips: {
      enabled: form.enabled === "on",
      presets: PRESET_FIELDS.map((field) => form[field]).filter((value): value is number => value !== null).sort((a, b) => a - b),
      warnPercent: form.warnPercent ?? TIP_WARN_PERCENT_DEFAULT,
    },
  }));

const nameForm = z.object({ part: z.literal("name"), tradeName: tradeName.default("") });

/**
 * Settings' two forms of the shop's options, told apart by `part`: the trade name (trimmed, at most
 * 80 characters; empty: tickets print no name line), or the tips (on or off, 1 to 4 whole-percent
 * presets of 1-50 % when on, all different, kept in ascending order; the till's warning threshold,
 * 1-100 % of the sale and no lower than the largest preset; blank: 30 %).
 */
export const shopOptionsFormSchema = z.discriminatedUnion("part", [nameForm, tipsForm], "settings.shop.invalidPart");

export type ShopOptionsChange = z.output<typeof shopOptionsFormSchema>;
