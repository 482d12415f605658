import type { Locale } from "./locales";
import es_common from "./messages/es-MX/common.json" with { type: "json" };
import es_zones from "./messages/es-MX/zones.json" with { type: "json" };
import es_errors from "./messages/es-MX/errors.json" with { type: "json" };
import es_actions from "./messages/es-MX/actions.json" with { type: "json" };
import es_statuses from "./messages/es-MX/statuses.json" with { type: "json" };
import es_reasons from "./messages/es-MX/reasons.json" with { type: "json" };
import es_nav from "./messages/es-MX/nav.json" with { type: "json" };
import es_auth from "./messages/es-MX/auth.json" with { type: "json" };
import es_payments from "./messages/es-MX/payments.json" with { type: "json" };
import es_intent from "./messages/es-MX/intent.json" with { type: "json" };
import es_newPayment from "./messages/es-MX/newPayment.json" with { type: "json" };
import es_till from "./messages/es-MX/till.json" with { type: "json" };
import es_receipt from "./messages/es-MX/receipt.json" with { type: "json" };
import es_cashUp from "./messages/es-MX/cashUp.json" with { type: "json" };
import es_reports from "./messages/es-MX/reports.json" with { type: "json" };
import es_settings from "./messages/es-MX/settings.json" with { type: "json" };
import es_fiscal from "./messages/es-MX/fiscal.json" with { type: "json" };
import es_account from "./messages/es-MX/account.json" with { type: "json" };
import es_activity from "./messages/es-MX/activity.json" with { type: "json" };
import es_notFound from "./messages/es-MX/notFound.json" with { type: "json" };
import es_live from "./messages/es-MX/live.json" with { type: "json" };
import es_apiReference from "./messages/es-MX/apiReference.json" with { type: "json" };
import es_deposits from "./messages/es-MX/deposits.json" with { type: "json" };
import es_catalogue from "./messages/es-MX/catalogue.json" with { type: "json" };
import es_products from "./messages/es-MX/products.json" with { type: "json" };
import es_invoices from "./messages/es-MX/invoices.json" with { type: "json" };
import en_common from "./messages/en/common.json" with { type: "json" };
import en_zones from "./messages/en/zones.json" with { type: "json" };
import en_errors from "./messages/en/errors.json" with { type: "json" };
import en_actions from "./messages/en/actions.json" with { type: "json" };
import en_statuses from "./messages/en/statuses.json" with { type: "json" };
import en_reasons from "./messages/en/reasons.json" with { type: "json" };
import en_nav from "./messages/en/nav.json" with { type: "json" };
import en_auth from "./messages/en/auth.json" with { type: "json" };
import en_payments from "./messages/en/payments.json" with { type: "json" };
import en_intent from "./messages/en/intent.json" with { type: "json" };
import en_newPayment from "./messages/en/newPayment.json" with { type: "json" };
import en_till from "./messages/en/till.json" with { type: "json" };
import en_receipt from "./messages/en/receipt.json" with { type: "json" };
import en_cashUp from "./messages/en/cashUp.json" with { type: "json" };
import en_reports from "./messages/en/reports.json" with { type: "json" };
import en_settings from "./messages/en/settings.json" with { type: "json" };
import en_fiscal from "./messages/en/fiscal.json" with { type: "json" };
import en_account from "./messages/en/account.json" with { type: "json" };
import en_activity from "./messages/en/activity.json" with { type: "json" };
import en_notFound from "./messages/en/notFound.json" with { type: "json" };
import en_live from "./messages/en/live.json" with { type: "json" };
import en_apiReference from "./messages/en/apiReference.json" with { type: "json" };
import en_deposits from "./messages/en/deposits.json" with { type: "json" };
import en_catalogue from "./messages/en/catalogue.json" with { type: "json" };
import en_products from "./messages/en/products.json" with { type: "json" };
import en_invoices from "./messages/en/invoices.json" with { type: "json" };

/**
 * The message catalogues, one JSON file per locale and area (namespace), so each area's strings
 * live together and a change to one area touches one file. English's shape is the type every
 * catalogue must have (lib/i18n/messages.test.ts checks Spanish has the same keys and arguments).
 */
const EN = { common: en_common, zones: en_zones, errors: en_errors, actions: en_actions, statuses: en_statuses, reasons: en_reasons, nav: en_nav, auth: en_auth, payments: en_payments, intent: en_intent, newPayment: en_newPayment, till: en_till, receipt: en_receipt, cashUp: en_cashUp, reports: en_reports, settings: en_settings, fiscal: en_fiscal, account: en_account, activity: en_activity, notFound: en_notFound, live: en_live, apiReference: en_apiReference, deposits: en_deposits, catalogue: en_catalogue, products: en_products, invoices: en_invoices };
export type Messages = typeof EN;
const CATALOGUES: Record<Locale, Messages> = { "es-MX": { common: es_common, zones: es_zones, errors: es_errors, actions: es_actions, statuses: es_statuses, reasons: es_reasons, nav: es_nav, auth: es_auth, payments: es_payments, intent: es_intent, newPayment: es_newPayment, till: es_till, receipt: es_receipt, cashUp: es_cashUp, reports: es_reports, settings: es_settings, fiscal: es_fiscal, account: es_account, activity: es_activity, notFound: es_notFound, live: es_live, apiReference: es_apiReference, deposits: es_deposits, catalogue: es_catalogue, products: es_products, invoices: es_invoices }, en: EN };

export const NAMESPACES = Object.keys(EN) as Array<keyof Messages>;

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}
