/**
 * What a field means wherever the schema that holds it does not say: a field name means one thing
 * across the API (an `intent` is always an intent's id), so it is written once here. A key
 * `parent.name` (the property or named schema that holds the field, then its name) wins over
 * `name`. buildOpenApi gives every property of the document its description from here when its
 * schema has none; a test checks that no field is left undescribed.
 */
export const FIELD_GLOSSARY: Record<string, string> = {
  intent: "The intent's id (cp_… card_present, qp_… qr_present, ec_… ec_remote)",
  payment: "The payment type: card_present, qr_present or ec_remote",
  amount: "An amount in MXN: a JSON number with at most two decimals",
  "QrPresentIntent.amount": "The intent's amount in MXN",
  "CardPresentIntent.amount": "The intent's amount in MXN",
  "EcRemoteIntent.amount": "The intent's amount in MXN",
  "IntentEvent.amount": "The intent's amount in MXN",
  "refund.amount": "The refund's amount in MXN",
  branch: "The branch (sucursal) the payment was taken at, as the point of sale names it",
  terminal: "The terminal (till or device) that took it, as the point of sale names it",
  "Totals.branch": "The branch the range was limited to; null for every branch",
  "Totals.terminal": "The terminal the range was limited to; null for every terminal",
  reason: "Why: a stable snake_case word (for a failure or an expiry, e.g. issuer_timeout, canceled; for a refund, the reason given); null when there is none",
  seq: "The event's sequence number within its intent (1, 2, …): one intent's webhooks are sent in this order",
  event: "The event's id (evt_…): the webhook-id of every delivery of it",
  type: "The event type: intent.status_changed, refund.pending, refund.succeeded, refund.failed, endpoint.disabled or payout.*",
  "Payout.amount": "What the payout transfers, MXN",
  "PayoutEvent.type": "payout.created, payout.paid, payout.failed or payout.canceled",
  currency: "The currency: MXN",
  holderName: "The account holder's name, as the bank has it",
  bank: "The bank, by the CLABE's first 3 digits",
  percent: "Percent of the amount",
  fixed: "Fixed amount per payment, MXN",
  ivaRate: "IVA rate on the fee",
  transactions: "The balance transactions, oldest first",
  available: "Payable at the next cut-off, MXN",
  id: "The object's id",
  "Merchant.id": "The merchant's id",
  "WebhookEndpoint.id": "The endpoint's id (we_…)",
  "secrets.id": "The secret's id (the secret itself is answered once, when it is made)",
  "keys.id": "The key's id, to revoke it (the key itself is answered once)",
  count: "How many",
  description: "Free text the merchant gave it (at most 255 characters)",
  "items.description": "What the item is, as the ticket prints it",
  expires: "When it stops being accepted; null while it has no end",
  "QrPresentIntent.expires": "When the intent expires on its own if it has not reached a final status; null once it has",
  "CardPresentIntent.expires": "When the intent expires on its own if it has not reached a final status; null once it has",
  "EcRemoteIntent.expires": "When the intent expires on its own if it has not reached a final status; null once it has",
  url: "The URL the webhooks are POSTed to",
  name: "The merchant's name",
  enabled: "Whether events are delivered to it now (false: they wait in its queue, nothing is lost)",
  timestamp: "When the event happened",
  disabledAt: "When it was disabled; null while enabled",
  disabledReason: "Why it was disabled, in words (it answered 410 Gone, or deliveries failed for too long); null while enabled or when disabled by hand",
  failingSince: "The start of the current run of failed deliveries; null when the latest delivery succeeded",
  endpoint: "The webhook endpoint's id (we_…)",
  state: "The delivery's state: pending (to deliver or waiting for a retry), delivered, failed (given up on) or skipped",
  attempts: "How many delivery attempts were made",
  nextAttemptAt: "When the next attempt is due; null when none is (delivered, or given up on)",
  completed: "When it was delivered or given up on; null while pending",
  "QrPresentIntent.events": "Every status the intent entered, oldest first",
  "CardPresentIntent.events": "Every status the intent entered, oldest first",
  "EcRemoteIntent.events": "Every status the intent entered, oldest first",
  "IntentDeliveries.events": "The intent's webhook events, in sequence order",
  webhookUrl: "Where the merchant's webhooks go (its first endpoint's URL); null for none",
  pending: "How many of its events wait to be delivered (queued, or waiting for a retry)",
  failed: "How many of its events were given up on",
  delivered: "How many of its events were delivered",
  "refunds.pending": "Refunds still pending (the processor has not answered yet)",
  "refunds.succeeded": "Refunds that succeeded",
  "groups.authorized": "Payments authorized (refunds are counted apart)",
  "groups.in_progress": "Payments not in a final status yet",
  "groups.failed": "Payments that failed (declined, errors)",
  "groups.expired": "Payments that expired on their own",
  "groups.canceled": "Payments canceled (an expired status with reason canceled)",
  concept: "What the purchase is for, as the receipt prints it",
  ticket: "The point of sale's ticket number",
  items: "The purchase's lines (at most 100)",
  sku: "The item's SKU or code",
  price: "The item's unit price in MXN",
  qty: "How many units",
  "items.quantity": "A quantity with decimals instead of qty (never both): above 0, at most 100000, at most 3 decimals (\"0.750\" kg)",
  "items.discount": "The line's discount in MXN, IVA included, at most the line's gross (price × quantity rounded half up to the cent)",
  "items.iva": "The line's IVA rate: \"16\", \"8\", \"0\" or \"exempt\" (the price includes it)",
  "items.product_key": "The SAT product or service key (ClaveProdServ): 8 digits",
  "items.unit_key": "The SAT unit key (ClaveUnidad): 2 or 3 uppercase letters or digits (H87, KGM, E48)",
  tip: "The part of the amount that is a tip (propina), MXN: no IVA, not a line",
  overlapSeconds: "Seconds the old secret keeps signing beside the new one (0 to 2 592 000; default WEBHOOK_SECRET_OVERLAP_SECONDS)",
  errors: "The fields refused and why (400)",
  field: "The field refused, as a path (data.items.0.price), or (body) for the body as a whole",
  message: "What is wrong with it",
  retryAfter: "Seconds to wait before trying again (429 and 503, as the Retry-After header says)",
  phoneLast4: "ec_remote: the last 4 digits of the phone, once initialized (the number itself is not kept)",
  cardLast4: "card_present: the last 4 digits of the card, once presented (the number itself is never kept)",
  qr: "qr_present: the QR payload to show the payer",
  ic: "The QR's identification: the intent (idc), a serial number (ser) and the encryption (enc)",
  v: "The QR's device data (dev: the collecting device)",
  deliveries: "Each attempt to deliver it to each endpoint",
  attempt: "The attempt's number (1, 2, …)",
  httpStatus: "The receiver's HTTP status; null when it did not answer",
  error: "Why there was no answer, as the system said it; null when there was one",
  response: "The first bytes of the receiver's answer",
  latencyMs: "How long the receiver took to answer, in milliseconds",
  refund: "The refund's id (rf_…)",
  status: "The status",
  "refund.status": "The refund's status: pending, succeeded or failed",
  has_more: "More items follow: read the next page with the cursor in next",
  secrets: "Its signing secrets in force (their ids and expiry, never the secrets themselves)",
  note: "Free text kept with the refund (at most 255 characters)",
  refunded: "The intent's refunded total: pending and succeeded refunds",
  remaining: "What can still be refunded",
  phone: "The cardholder's phone: exactly 10 digits (only its last 4 are kept)",
  requeued: "How many events were queued again",
  queued: "How many events were queued again",
  since: "The instant it counted from",
  to: "Where to take it: the status to walk the intent to, or the refund's outcome",
  merchants: "The merchants",
  endpoints: "The endpoints",
  prefix: "The key's first characters, to recognise it (the key itself is answered once)",
  database: "How the database answers",
  ready: "Always true (a 503 not_ready says otherwise)",
  data: "What the operation answers",
  time: "The point of sale's time of the purchase, in UTC",
  JWE: "Compact JWE (alg dir, enc A256GCM) made with the intent's keys.encryption; its plaintext is {card, nip, track2}, equal to the body's",
  JWT: "Compact JWS (ES256) signed with the intent's keys.signature; claims intent, amount, iat (within 5 minutes) and jti (once per intent)",
  nip: "The card's PIN: exactly 4 digits (never stored nor logged)",
};

type Schema = { description?: string; properties?: Record<string, Schema>; items?: Schema | Schema[]; [key: string]: unknown };

/**
 * Gives every property without a description the glossary's, walking the schemas of a document;
 * `parent` is the named schema or the property that holds the ones at hand. Returns the names the
 * glossary does not know (a test keeps that empty).
 */
export function describeFields(node: unknown, parent = "", unknown: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) describeFields(child, parent, unknown);
    return unknown;
  }
  if (!node || typeof node !== "object") return unknown;
  const schema = node as Schema;
  for (const [key, value] of Object.entries(schema)) {
    if (key === "examples" || key === "example" || key === "properties") continue;
    describeFields(value, parent, unknown);
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (typeof property !== "object" || property === null) continue;
    // a reference is described where it is defined
    if (!property.description && property.$ref === undefined) {
      const description = FIELD_GLOSSARY[`${parent}.${name}`] ?? FIELD_GLOSSARY[name];
      if (description) property.description = description;
      else unknown.add(`${parent}.${name}`);
    }
    describeFields(property, name, unknown);
  }
  return unknown;
}
