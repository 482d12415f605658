import { afterEach, describe, expect, it, vi } from "vitest";
import { createSyncLoop, type SyncLoop } from "./create-sync-loop";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A pass that takes `ms`, counting passes, their start times, and answering what `outcome` says. */
function passes(ms = 30) {
  const started: number[] = [];
  let outcome: () => { kind: "caught-up"; events: number; changed: number } | { kind: "leased" } = () => ({ kind: "caught-up", events: 1, changed: 1 });
  return {
    started,
    set: (next: typeof outcome) => (outcome = next),
    pass: async () => {
      started.push(Date.now());
      await sleep(ms);
      return outcome();
    },
  };
}

describe("the sync's schedule", () => {
  let loop: SyncLoop | undefined;
  afterEach(async () => {
    await loop?.stop();
    loop = undefined;
  });
  const failure = (error: unknown) => ({ code: (error as Error).message, status: 502 });

  it("runs a pass at start; a burst of wake-ups during a pass makes one more pass, not one each", async () => {
    const p = passes(40);
    loop = createSyncLoop({ pass: p.pass, intervalMs: 60_000, failure, minGapMs: 10 });
    await vi.waitFor(() => expect(p.started).toHaveLength(1));
    for (let i = 0; i < 200; i++) loop.wake();
    await vi.waitFor(() => expect(p.started).toHaveLength(2));
    await sleep(200);
    expect(p.started).toHaveLength(2);
  });

  it("now() waits for a pass that started after the call, not the one already running", async () => {
    const p = passes(60);
    loop = createSyncLoop({ pass: p.pass, intervalMs: 60_000, failure, minGapMs: 5 });
    await vi.waitFor(() => expect(p.started).toHaveLength(1)); // the first pass is running
    const asked = Date.now();
    expect(await loop.now(2_000)).toEqual({ ok: true, events: 1, changed: 1 });
    expect(p.started.at(-1)!).toBeGreaterThanOrEqual(asked);
    expect(p.started).toHaveLength(2);
  });

  it("a failed pass answers its code to whoever waits, and the loop backs off (a wake-up tries again after 1 s)", async () => {
    const p = passes(5);
    loop = createSyncLoop({ pass: p.pass, intervalMs: 60_000, failure, minGapMs: 5, maxBackoffMs: 60_000 });
    await vi.waitFor(() => expect(p.started).toHaveLength(1));
    await sleep(20);
    p.set(() => {
      throw new Error("payment_api_unavailable");
    });
    expect(await loop.now(2_000)).toEqual({ ok: false, code: "payment_api_unavailable", status: 502 });
    const failedAt = Date.now();
    p.set(() => ({ kind: "caught-up", events: 0, changed: 0 }));
    expect(await loop.now(3_000)).toMatchObject({ ok: true });
    expect(p.started.at(-1)! - failedAt).toBeGreaterThanOrEqual(900);
  });

  it("retries every backoff by itself after a failure, with no wake-up", async () => {
    const p = passes(1);
    p.set(() => {
      throw new Error("payment_api_unavailable");
    });
    loop = createSyncLoop({ pass: p.pass, intervalMs: 60_000, failure, maxBackoffMs: 100 });
    // waits of 1 s doubling, capped here at 100 ms: passes keep coming with nobody asking
    await vi.waitFor(() => expect(p.started.length).toBeGreaterThanOrEqual(5), { timeout: 3_000 });
  });

  it("while another instance holds the lease, a caller who waits is served by retrying until it is free", async () => {
    const p = passes(5);
    p.set(() => ({ kind: "leased" }));
    loop = createSyncLoop({ pass: p.pass, intervalMs: 60_000, failure, minGapMs: 5, leasedRetryMs: 50 });
    const waiting = loop.now(5_000);
    await vi.waitFor(() => expect(p.started.length).toBeGreaterThanOrEqual(3)); // tried again and again
    p.set(() => ({ kind: "caught-up", events: 3, changed: 2 }));
    expect(await waiting).toEqual({ ok: true, events: 3, changed: 2 });
  });

  it("a caller waits at most its timeout, and hears the API is unavailable", async () => {
    const p = passes(500);
    loop = createSyncLoop({ pass: p.pass, intervalMs: 60_000, failure });
    await sleep(10);
    expect(await loop.now(100)).toEqual({ ok: false, code: "payment_api_unavailable", status: 502 });
  });
});
