import "server-only";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { isDatabaseUnavailable } from "@/lib/db/database-errors";
import { isAppError, type ErrorCode } from "@/lib/errors";
import { fieldErrors } from "@/lib/http/parse";
import { log } from "@/lib/log";
import { isPaymentApiUnreachable, PaymentApiError } from "@/lib/dashboard/payment-api";
import type { AuditBy } from "@/lib/dashboard/audit/record-audit";
import type { ActiveUser } from "@/lib/dashboard/users/get-active-user";
import { PERMISSIONS, type Permission } from "@/lib/dashboard/users/roles";
import { authorize, type AuthorizeError } from "./auth";
import { requestContext } from "./request-context";
import { getTranslations } from "next-intl/server";

function isFailure(value: unknown): value is ActionFailure {
  return typeof value === "object" && value !== null && typeof (value as { error?: unknown }).error === "string";
}

/** How a dashboard action fails, as its forms show it: a message, and messages next to named fields. */
export type ActionFailure = { error: string; errors?: Record<string, string>; code?: string; status?: number };

/**
 * Every message a dashboard action can fail with, as keys of the `actions` and `errors` catalogues
 * (lib/i18n/messages): `safeAction` words them in the user's language before the form sees them.
 */
export const ACTION_MESSAGES = {
  unauthenticated: "actions.unauthenticated",
  twoFactorSetup: "actions.twoFactorSetup",
  forbidden: "actions.forbidden",
  ownerOnly: "actions.ownerOnly",
  invalid: "actions.invalid",
  notFound: "actions.notFound",
  sandboxOnly: "actions.sandboxOnly",
  noReceipt: "actions.noReceipt",
  paymentApiDown: "actions.paymentApiDown",
  databaseDown: "actions.databaseDown",
  unexpected: "actions.unexpected",
} as const;

/** The app's own errors people can act on; the rest read as "unexpected" (and are logged). */
const APP_ERRORS: Partial<Record<ErrorCode, string>> = {
  not_found: ACTION_MESSAGES.notFound,
  sandbox_disabled: ACTION_MESSAGES.sandboxOnly,
  payment_api_unavailable: ACTION_MESSAGES.paymentApiDown,
  database_unavailable: ACTION_MESSAGES.databaseDown,
  till_not_found: "errors.till_not_found",
  drawer_not_found: "errors.drawer_not_found",
  drawer_not_open: "errors.drawer_not_open",
  drawer_already_open: "errors.drawer_already_open",
  drawer_still_open: "errors.drawer_still_open",
  drawer_cash_short: "errors.drawer_cash_short",
  drawer_close_unconfirmed: "errors.drawer_close_unconfirmed",
  refund_exceeds_remaining: "errors.refund_exceeds_remaining",
};

/**
 * A message key (`namespace.key`) in the user's language; anything else (a sentence a domain
 * function or the payment API already worded) stays as it is.
 */
async function localized(failure: ActionFailure): Promise<ActionFailure> {
  const t = await getTranslations();
  if (failure.code && !t.has(`errors.${failure.code}` as never)) return { ...failure, error: t("errors.unknown", { status: failure.status ?? 0, code: failure.code }) };
  const word = (message: string) => (/^[a-zA-Z]+\.[\w.]+$/.test(message) && t.has(message as never) ? t(message as never) : message);
  return { ...failure, error: word(failure.error), ...(failure.errors ? { errors: Object.fromEntries(Object.entries(failure.errors).map(([field, message]) => [field, word(message)])) } : {}) };
}

function denied(reason: AuthorizeError, permission: Permission | "account"): ActionFailure {
  if (reason === "unauthenticated") return { error: ACTION_MESSAGES.unauthenticated };
  if (reason === "two_factor_setup" || permission === "account") return { error: ACTION_MESSAGES.twoFactorSetup };
  const ownerOnly = (PERMISSIONS[permission] as readonly string[]).every((role) => role === "owner");
  return { error: ownerOnly ? ACTION_MESSAGES.ownerOnly : ACTION_MESSAGES.forbidden };
}

const WHOLE_INPUT = "(body)"; // lib/http/parse's name for an issue about the input as a whole

/**
 * Field errors → the form's shape: each message next to its field, under "Check the highlighted
 * fields."; an error about the input as a whole (see `invalidAs`) is the form's message instead.
 */
function invalid(list: Array<{ field: string; message: string }>): ActionFailure {
  const whole = list.find((e) => e.field === WHOLE_INPUT);
  if (whole) return { error: whole.message };
  return { error: ACTION_MESSAGES.invalid, errors: Object.fromEntries(list.map((e) => [e.field, e.message])) };
}

/**
 * `schema`, failing with one message for the whole input: for inputs the user does not type
 * (hidden fields, ids, a button's value), where a field-by-field answer would mean nothing to them.
 */
export function invalidAs<S extends z.ZodType>(schema: S, message: string): z.ZodType<z.output<S>, z.input<S>> {
  return z.unknown().transform((value, ctx) => {
    const result = schema.safeParse(value);
    if (result.success) return result.data as z.output<S>;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  }) as unknown as z.ZodType<z.output<S>, z.input<S>>;
}

/** Any error of an action → what its form shows; what is not foreseen is logged and shown as a generic message. */
export function actionFailure(error: unknown, action = "action"): ActionFailure {
  if (error instanceof PaymentApiError) {
    // The payment API's refusals by their stable code, in words (lib/i18n/messages/*/errors.json).
    if (error.fieldErrors.length > 0) return invalid(error.fieldErrors);
    return { error: `errors.${error.code}`, code: error.code, status: error.httpStatus };
  }
  if (isAppError(error)) {
    if (error.code === "invalid_request") return invalid((error.data.errors ?? []) as Array<{ field: string; message: string }>);
    const message = APP_ERRORS[error.code];
    if (message) return { error: message };
  }
  if (isPaymentApiUnreachable(error)) return { error: ACTION_MESSAGES.paymentApiDown };
  if (isDatabaseUnavailable(error)) {
    log.warn("dashboard.action_database_unavailable", { action, error: error instanceof Error ? error.message : String(error) });
    return { error: ACTION_MESSAGES.databaseDown };
  }
  log.error("dashboard.action_failed", { action, errorId: crypto.randomUUID(), error: error instanceof Error ? error.stack : String(error) });
  return { error: ACTION_MESSAGES.unexpected };
}

/** A form's fields as an object: one value as a string, a repeated name as the array of its values. */
function formValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).map((value) => (typeof value === "string" ? value : value.name));
    values[key] = all.length === 1 ? all[0]! : all;
  }
  return values;
}

/**
 * A dashboard server action: the signed-in user must hold `permission` (re-checked on the server
 * for every call: an action can be replayed by hand), the input is parsed with `schema`, then `fn`
 * runs; any failure becomes `{error, errors?}` through the one dictionary above. `fn` gets, after the
 * input and the user, who is acting and from where (`ctx`: the audit trail's `AuditBy`, for the
 * domain functions that record what they do).
 *
 * Called as `action(input)` (from code) or `action(previousState, formData)` (a form's
 * useActionState): a form's fields are parsed as an object (see formValues).
 */
export function safeAction<S extends z.ZodType, R>(permission: Permission | "account", schema: S, fn: (input: z.output<S>, user: ActiveUser, ctx: AuditBy) => Promise<R>) {
  return async (...args: [input: z.input<S>] | [state: unknown, form: FormData]): Promise<R | ActionFailure> => {
    try {
      const auth = await authorize(permission);
      if (auth.error) return await localized(denied(auth.error, permission));
      const input = args.length === 2 && args[1] instanceof FormData ? formValues(args[1]) : args[0];
      const parsed = schema.safeParse(input);
      if (!parsed.success) return await localized(invalid(fieldErrors(parsed.error)));
      const ctx: AuditBy = { actor: { id: auth.user.id, email: auth.user.email }, context: await requestContext() };
      const result = await fn(parsed.data, auth.user, ctx);
      return isFailure(result) ? await localized(result) : result;
    } catch (error) {
      unstable_rethrow(error); // Next's own redirects and bail-outs go through
      return await localized(actionFailure(error, fn.name || permission));
    }
  };
}
