import { describe, expect, it } from "vitest";
import { deliveryWait } from "./delivery-wait";

const now = new Date("2026-03-01T10:15:00.000Z");
const entry = (event: string, seq: number, fields: Partial<{ intent: string | null; state: "pending" | "delivered" | "failed" | "skipped"; attempts: number; nextAttemptAt: string | null }> = {}) => ({
  event,
  seq,
  intent: "qp_waiting0000000000001",
  state: "pending" as const,
  attempts: 0,
  nextAttemptAt: "2026-03-01T10:02:00.000Z",
  ...fields,
});

describe("deliveryWait: why a pending delivery has not gone out, never a time in the past", () => {
  const failing = entry("ev_1", 1, { attempts: 3, nextAttemptAt: "2026-03-01T10:40:00.000Z" });
  const second = entry("ev_2", 2);
  const third = entry("ev_3", 3);

  it("a delivery due at 10:02, at 10:15, behind an earlier event of its payment that is failing: waits behind it, with that one's next attempt", () => {
    expect(deliveryWait(second, [failing, second, third], { now, enabled: true })).toEqual({ kind: "behind", event: "ev_1", failing: true, retryAt: "2026-03-01T10:40:00.000Z" });
    // a chain waits behind the first of them still pending (the one being tried)
    expect(deliveryWait(third, [third, second, failing], { now, enabled: true })).toEqual({ kind: "behind", event: "ev_1", failing: true, retryAt: "2026-03-01T10:40:00.000Z" });
  });

  it("says no time when the one ahead is being tried now (its time has come), and no failure when it has not been tried", () => {
    const trying = { ...failing, nextAttemptAt: "2026-03-01T10:14:00.000Z" };
    expect(deliveryWait(second, [trying, second], { now, enabled: true })).toEqual({ kind: "behind", event: "ev_1", failing: true, retryAt: null });
    const fresh = entry("ev_1", 1, { nextAttemptAt: "2026-03-01T10:14:59.000Z" });
    expect(deliveryWait(second, [fresh, second], { now, enabled: true })).toEqual({ kind: "behind", event: "ev_1", failing: false, retryAt: null });
  });

  it("the failing one itself waits for its own next attempt, a time to come", () => {
    expect(deliveryWait(failing, [failing, second], { now, enabled: true })).toEqual({ kind: "retry", at: "2026-03-01T10:40:00.000Z" });
  });

  it("waits behind nothing of another payment, of the endpoint's own events (no payment), or already delivered: its turn, with no time", () => {
    const other = entry("ev_9", 1, { intent: "qp_other00000000000000001" });
    expect(deliveryWait(second, [entry("ev_1", 1, { state: "delivered" }), other, second], { now, enabled: true })).toEqual({ kind: "turn" });
    const disabledEvent = entry("ev_0", 0, { intent: null });
    expect(deliveryWait(disabledEvent, [failing, disabledEvent], { now, enabled: true })).toEqual({ kind: "turn" });
  });

  it("on a disabled endpoint everything pending waits for it to be enabled again", () => {
    expect(deliveryWait(second, [failing, second], { now, enabled: false })).toEqual({ kind: "disabled" });
    expect(deliveryWait(failing, [failing, second], { now, enabled: false })).toEqual({ kind: "disabled" });
  });

  it("is nothing for a delivery that is not pending", () => {
    for (const state of ["delivered", "failed", "skipped"] as const) expect(deliveryWait(entry("ev_1", 1, { state, nextAttemptAt: null }), [], { now, enabled: true })).toBeNull();
  });
});
