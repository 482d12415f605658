import { z } from "zod";
import { INTENT_ID } from "../../contract/ids";
import { DELIVERY_STATES } from "../../contract/requests";
import { WEBHOOK_EVENT_TYPES } from "../../contract/webhook-events";

export type LogFilters = { state?: (typeof DELIVERY_STATES)[number]; type?: (typeof WEBHOOK_EVENT_TYPES)[number]; intent?: string; before?: string };

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value) || undefined;
const filtersSchema = z.object({
  state: z.preprocess(one, z.enum(DELIVERY_STATES).optional()),
  type: z.preprocess(one, z.enum(WEBHOOK_EVENT_TYPES).optional()),
  intent: z.preprocess((value) => (typeof one(value) === "string" ? String(one(value)).trim() || undefined : undefined), z.string().regex(INTENT_ID).optional()),
  before: z.preprocess(one, z.string().regex(/^[A-Za-z0-9_-]{1,200}$/).optional()),
});

/**
 * An endpoint log page's filters from its URL (`?state=failed&type=…&intent=…&before=…`): the
 * valid ones, and the names of those that are not (said on the page, not applied).
 */
export function parseLogFilters(search: Record<string, string | string[] | undefined>): { filters: LogFilters; invalid: string[] } {
  const parsed = filtersSchema.safeParse(search);
  if (parsed.success) return { filters: parsed.data, invalid: [] };
  const invalid = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
  const kept = filtersSchema.partial().safeParse(Object.fromEntries(Object.entries(search).filter(([key]) => !invalid.includes(key))));
  return { filters: kept.success ? kept.data : {}, invalid };
}
