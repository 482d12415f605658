import type { CajaClient, FeedEvent } from "./create-caja-client";

/**
 * Every event of the merchant's feed after `after` (from the first without it), oldest first, page
 * after page while the service says more follow now; `cursor()` is where to read on from next time
 * (keep it: the feed never expires a cursor). An answer other than 200 throws, with its message.
 *
 *     const feed = readFeed(caja, { after: saved });
 *     for await (const event of feed) if (event.type !== "endpoint.disabled") apply(event.intent, event.status, event.seq);
 *     save(feed.cursor());
 */
export function readFeed(client: CajaClient, { after, limit = 500 }: { after?: string; limit?: number } = {}): AsyncIterable<FeedEvent> & { cursor(): string | undefined } {
  let cursor = after;
  return {
    cursor: () => cursor,
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const { data, error, response } = await client.GET("/payment/events", { params: { query: { limit, ...(cursor ? { after: cursor } : {}) } } });
        if (!data) throw new Error(`GET /payment/events answered ${response.status} ${error?.message ?? ""}`.trim());
        yield* data.data.data;
        cursor = data.data.next;
        if (!data.data.has_more) return;
      }
    },
  };
}
