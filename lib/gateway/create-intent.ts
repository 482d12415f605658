import { randomToken } from "../crypto";
import { buildQr, type QrObject } from "./build-qr";
import { generateCardKeys } from "./generate-card-keys";
import { gatewayConfig } from "./gateway-config";
import type { CreateIntentInput } from "./schemas";
import { ID_PREFIX, initialStatus, STATUS_CODES } from "./statuses";
import type { Merchant, Tx } from "./types";
import { notifyOutbox } from "./webhooks/notify-outbox";

export type CreatedIntent =
  | { intent: string; keys: { signature: string; encryption: string } }
  | { intent: string; qr: QrObject }
  | { intent: string };

/**
 * Creates a payment intent in its first status, with that status's event and outbox row, in the
 * caller's transaction. Answers the spec's creation data for its payment type.
 */
export async function createIntent(tx: Tx, merchant: Merchant, input: CreateIntentInput): Promise<CreatedIntent> {
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

  await tx.paymentIntent.create({
    data: {
      id,
      merchantId: merchant.id,
      payment: input.payment,
      amount: input.amount,
      branch: data.branch,
      terminal: data.terminal,
      requestedAt: new Date(data.time),
      concept: data.concept ?? null,
      ticket: data.ticket ?? null,
      items: data.items,
      status,
      code: STATUS_CODES[status],
      seq: 1,
      qr,
      cardKeysEnc: card?.sealed ?? null,
      expiresAt,
      createdAt: now,
      updatedAt: now,
      events: {
        create: {
          id: eventId,
          seq: 1,
          status,
          code: STATUS_CODES[status],
          createdAt: now,
          outbox: { create: { merchantId: merchant.id, intentId: id, seq: 1, createdAt: now, nextAttemptAt: now } },
        },
      },
    },
    select: { id: true },
  });
  await notifyOutbox(tx, id);

  if (qr) return { intent: id, qr };
  if (card) return { intent: id, keys: card.keys };
  return { intent: id };
}
