import type { Database } from "../../db/client";
import { statusInfo } from "../../contract/statuses";
import { log } from "../../log";
import { fillIntentFromApi } from "../fill-intent-from-api";
import { PaymentApiError, type PaymentApi } from "../payment-api";

function readCopy(db: Database, intent: string) {
  return db.prisma.dashboardIntent.findUnique({ where: { id: intent }, include: { events: { orderBy: { seq: "asc" } } } });
}

/** The dashboard's copy of an intent, with its history. */
export type IntentCopy = NonNullable<Awaited<ReturnType<typeof readCopy>>>;

const authorized = (copy: { status: string }) => statusInfo(copy.status).group === "authorized";

/**
 * A status stored from a webhook has the time it arrived (occurred_at = received_at) until the
 * API's history gives the service's own time: the receipt's time must be the service's.
 */
const arrivalTimeOnly = (copy: IntentCopy) => {
  const last = copy.events.find((event) => event.seq === copy.seq);
  return !last || last.occurredAt.getTime() === last.receivedAt.getTime();
};

/**
 * The dashboard's copy of an intent if the payment is authorized (a receipt exists from then on),
 * else null. The copy is read from the payment API once first when it cannot answer on its own:
 * the dashboard has not heard of the intent, it is not final yet (a webhook may be late), or its
 * fields or item lines are missing (an intent known from webhooks only, or stored before item
 * lines were kept), or the time of its last status is only when its webhook arrived; a failed or expired copy is final and needs no call. An intent the API does not
 * know is null; when the API cannot be reached, an authorized copy with its fields is used as it is.
 */
export async function loadAuthorizedIntent(db: Database, api: Pick<PaymentApi, "detail">, intent: string): Promise<IntentCopy | null> {
  let copy = await readCopy(db, intent);
  if (copy?.final && !authorized(copy)) return null;
  if (!copy || !copy.final || !copy.detailed || copy.items === null || arrivalTimeOnly(copy)) {
    try {
      await fillIntentFromApi(db, api, intent);
    } catch (error) {
      if (error instanceof PaymentApiError && error.httpStatus === 404) return null;
      if (!(copy?.detailed && authorized(copy))) throw error;
      log.warn("dashboard.receipt_copy_not_refreshed", { intent, error: error instanceof Error ? error.message : String(error) });
    }
    copy = await readCopy(db, intent);
  }
  return copy && authorized(copy) ? copy : null;
}
