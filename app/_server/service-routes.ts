import * as adminMerchant from "../api/admin/merchants/[merchant]/route";
import * as adminMerchantKey from "../api/admin/merchants/[merchant]/keys/[key]/route";
import * as adminMerchantKeys from "../api/admin/merchants/[merchant]/keys/route";
import * as adminMerchants from "../api/admin/merchants/route";
import * as redeliverEvent from "../api/deliveries/[event]/redeliver/route";
import * as redeliverSince from "../api/deliveries/redeliver/route";
import * as intentDeliveries from "../api/payment/[intent]/deliveries/route";
import * as intentDetail from "../api/payment/[intent]/route";
import * as intentStatus from "../api/payment/[intent]/status/route";
import * as initPayment from "../api/payment/init/route";
import * as createIntent from "../api/payment/intent/route";
import * as cardTransaction from "../api/payment/transaction/route";
import * as sandboxAdvance from "../api/sandbox/[intent]/advance/route";
import * as rotateSecret from "../api/webhook-endpoint/rotate-secret/route";
import * as webhookEndpoint from "../api/webhook-endpoint/route";

/**
 * The service API's route files, by their path under app/: the lean front (scripts/server.ts)
 * serves their `apiRoute`/`adminRoute` handlers directly. A unit test checks that every route file
 * built with those wrappers is listed here under its own path.
 */
export const SERVICE_ROUTES = {
  "/api/payment/intent": createIntent,
  "/api/payment/init": initPayment,
  "/api/payment/transaction": cardTransaction,
  "/api/payment/[intent]": intentDetail,
  "/api/payment/[intent]/status": intentStatus,
  "/api/payment/[intent]/deliveries": intentDeliveries,
  "/api/deliveries/redeliver": redeliverSince,
  "/api/deliveries/[event]/redeliver": redeliverEvent,
  "/api/webhook-endpoint": webhookEndpoint,
  "/api/webhook-endpoint/rotate-secret": rotateSecret,
  "/api/sandbox/[intent]/advance": sandboxAdvance,
  "/api/admin/merchants": adminMerchants,
  "/api/admin/merchants/[merchant]": adminMerchant,
  "/api/admin/merchants/[merchant]/keys": adminMerchantKeys,
  "/api/admin/merchants/[merchant]/keys/[key]": adminMerchantKey,
} as const;
