import { z } from "zod";
import type { FieldError } from "../../errors";
import { fieldErrors } from "../../http/parse";
import { AUDIT_ACTIONS, type AuditAction } from "./audit-actions";

const blankToUndefined = (value: unknown) => (typeof value === "string" ? value.trim() || undefined : value);

const day = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "activity.invalid.notADate")
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, "activity.invalid.notADay")
    .optional(),
);

/** One or more actions: repeated (`action=a&action=b`, a form's multi-select) or comma-separated (`action=a,b`). */
const actions = z.preprocess(
  (value) => {
    const list = [value ?? []].flat().flatMap((item) => String(item).split(",")).map((item) => item.trim()).filter(Boolean);
    return list.length > 0 ? [...new Set(list)] : undefined;
  },
  z.array(z.enum(AUDIT_ACTIONS, { error: "activity.invalid.notAnAction" })).optional(),
);

/**
 * The activity page's filters, as its URL (and the export's) carries them. Each refusal's message
 * is a key of the `activity` catalogue (`invalid.*`): the page and the export word it in the
 * user's language, with the refused value (`value`).
 */
export const auditFiltersSchema = z
  .object({
    action: actions,
    actor: z.preprocess(blankToUndefined, z.string().max(254, "activity.invalid.tooLong").optional()),
    target: z.preprocess(blankToUndefined, z.string().max(200, "activity.invalid.tooLong").optional()),
    from: day,
    to: day,
    cursor: z.preprocess(blankToUndefined, z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, "activity.invalid.notAPage").optional()),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ["to"], message: "activity.invalid.toBeforeFrom" });

export type AuditFilters = { action?: AuditAction[]; actor?: string; target?: string; from?: string; to?: string; cursor?: string };

/**
 * Search params → the filters, or what is wrong with them (each bad field with its reason).
 * Strict: a bad value is reported, never silently dropped or half-applied.
 */
export function parseAuditFilters(params: Record<string, string | string[] | undefined>): { filters: AuditFilters; errors?: never } | { filters?: never; errors: AuditFilterError[] } {
  const result = auditFiltersSchema.safeParse(params);
  if (result.success) return { filters: result.data };
  const values = (field: string) => [params[field] ?? []].flat().flatMap((item) => String(item).split(",")).map((item) => item.trim()).filter(Boolean);
  return {
    errors: fieldErrors(result.error).map((error) => {
      const [, field, index] = /^(\w+)(?:\[(\d+)\])?$/.exec(error.field) ?? [];
      const all = field ? [...new Set(values(field))] : [];
      const value = index !== undefined ? all[Number(index)] : all[0];
      return { ...error, field: field ?? error.field, value: value ?? "" };
    }),
  };
}

/** A refused filter: its field, the catalogue key of why, and the value refused. */
export type AuditFilterError = FieldError & { value: string };

/** The filters as a query string (actions comma-separated), without the page cursor unless given: for links and the export. */
export function auditFiltersQuery(filters: AuditFilters, cursor?: string): string {
  const entries: Array<[string, string]> = [];
  if (filters.action?.length) entries.push(["action", filters.action.join(",")]);
  for (const key of ["actor", "target", "from", "to"] as const) if (filters[key]) entries.push([key, filters[key]]);
  if (cursor) entries.push(["cursor", cursor]);
  return new URLSearchParams(entries).toString();
}
