import { z } from "zod";
import { DISPLAY_GROUPS } from "../contract/statuses";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)");
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v), schema.optional());

/** The intents list's filters, as they come in the URL's search params. */
export const intentFiltersSchema = z.object({
  status: optional(z.string().regex(/^[a-z_]+(,[a-z_]+)*$/).max(400)),
  /** A status group as people see it: `expired` leaves out the canceled, `canceled` is only they. */
  group: optional(z.enum(DISPLAY_GROUPS)),
  payment: optional(z.enum(["card_present", "qr_present", "ec_remote"])),
  from: optional(day),
  to: optional(day),
  branch: optional(z.string().max(64)),
  terminal: optional(z.string().max(64)),
  q: optional(z.string().max(80)),
  cursor: optional(z.string().max(200)),
});

export type IntentFilters = z.infer<typeof intentFiltersSchema>;

/** Parses search params leniently: a bad value is dropped (and reported), never a crash. */
export function parseIntentFilters(params: Record<string, string | string[] | undefined>): { filters: IntentFilters; invalid: string[] } {
  const flat = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const result = intentFiltersSchema.safeParse(flat);
  if (result.success) return { filters: result.data, invalid: [] };
  const invalid = [...new Set(result.error.issues.map((i) => String(i.path[0])))];
  const retry = intentFiltersSchema.safeParse(Object.fromEntries(Object.entries(flat).filter(([k]) => !invalid.includes(k))));
  return { filters: retry.success ? retry.data : {}, invalid };
}
