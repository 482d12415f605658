import { describe, expect, it } from "vitest";
import { queueEventSql } from "./queue-event-sql";

describe("queueEventSql", () => {
  it("is the outbox insert the writers of events wrote themselves, text for text", () => {
    const sql = queueEventSql({ id: "$17", merchantId: "intent.merchant_id", intentId: "intent.id", seq: "1", at: "$16::timestamptz", type: "'intent.status_changed'", from: "intent" });
    expect(sql).toBe(
      `INSERT INTO webhook_outbox (event_id, endpoint_id, merchant_id, intent_id, seq, created_at, next_attempt_at)
     SELECT $17, ep.id, intent.merchant_id, intent.id, 1, $16::timestamptz, $16::timestamptz
     FROM intent JOIN webhook_endpoint ep ON ep.merchant_id = intent.merchant_id AND ep.events && ARRAY['*', 'intent.status_changed']::text[]`,
    );
  });
});
