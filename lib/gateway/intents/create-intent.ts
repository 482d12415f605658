import { randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import { buildQr, type QrObject } from "../build-qr";
import { generateCardKeys } from "../generate-card-keys";
import { gatewayConfig } from "../gateway-config";
import type { CreateIntentInput } from "../../contract/requests";
import { ID_PREFIX } from "../../contract/ids";
import { initialStatus, STATUS_CODES } from "../../contract/statuses";
import type { Merchant } from "../types";
import type { Store } from "../../db/store";
import { OUTBOX_CHANNEL, STATUS_EVENT_TYPE } from "../webhooks/notify-outbox";
import { queueEventSql } from "../webhooks/queue-event-sql";

/** One statement: the intent, its first status event and that event's outbox rows (one per endpoint), announced on commit. */
const CREATE = statement(
  "gw_create_intent",
  `WITH intent AS (
     INSERT INTO payment_intent (id, merchant_id, payment, amount, branch, terminal, requested_at, concept, ticket, items,
       tip, status, code, seq, qr, card_keys_enc, expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4::numeric, $5, $6, $7::timestamptz, $8, $9, $10::jsonb, $18::numeric, $11, $12::int, 1, $13::jsonb, $14,
       $15::timestamptz, $16::timestamptz, $16::timestamptz)
     RETURNING id, merchant_id
   ), event AS (
     INSERT INTO intent_status_event (id, intent_id, merchant_id, seq, status, code, created_at)
     SELECT $17, id, merchant_id, 1, $11, $12::int, $16::timestamptz FROM intent
   ), outbox AS (
     ${queueEventSql({ id: "$17", merchantId: "intent.merchant_id", intentId: "intent.id", seq: "1", at: "$16::timestamptz", type: `'${STATUS_EVENT_TYPE}'`, from: "intent" })}
   )
   SELECT count(*)::int AS created FROM intent, LATERAL (SELECT pg_notify('${OUTBOX_CHANNEL}', intent.id)) AS announced`,
);

export type CreatedIntent =
  | { intent: string; payment: "card_present"; keys: { signature: string; encryption: string } }
  | { intent: string; payment: "qr_present"; qr: QrObject }
  | { intent: string; payment: "ec_remote" };

/**
 * Creates a payment intent in its first status, with that status's event and outbox row, in one
 * statement. Answers the spec's creation data for its payment type. The items are kept as parsed
 * (the spec's fields and the tax extension's, quantity and discount normalised as strings), and
 * data.tip in its own column.
 */
export async function createIntent(store: Store, merchant: Merchant, input: CreateIntentInput): Promise<CreatedIntent> {
  const config = gatewayConfig();
  const id = randomToken(ID_PREFIX[input.payment]);
  const status = initialStatus(input.payment);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + config.expirySeconds[input.payment] * 1000);
  const { data } = input;

  const qr =
    input.payment === "qr_present"
      ? buildQr({
          masterKey: config.masterKey,
          merchantId: merchant.id,
          merchantName: merchant.name,
          intentId: id,
          amount: input.amount,
          concept: data.concept,
          branch: data.branch,
          terminal: data.terminal,
          expiresAt,
        })
      : undefined;
  const card = input.payment === "card_present" ? generateCardKeys(config.masterKey, id) : undefined;
  const eventId = randomToken("evt_");

  await store.sql(CREATE, [
    id,
    merchant.id,
    input.payment,
    input.amount,
    data.branch,
    data.terminal,
    new Date(data.time),
    data.concept ?? null,
    data.ticket ?? null,
    JSON.stringify(data.items),
    status,
    STATUS_CODES[status],
    qr ? JSON.stringify(qr) : null,
    card?.sealed ?? null,
    expiresAt,
    now,
    eventId,
    data.tip ?? null,
  ]);

  if (qr) return { intent: id, payment: "qr_present", qr };
  if (card) return { intent: id, payment: "card_present", keys: card.keys };
  return { intent: id, payment: "ec_remote" };
}
