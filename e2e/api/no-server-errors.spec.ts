import fc from "fast-check";
import { checkedFetch } from "../support/checked-fetch";
import { createRealThings, operationsOf, requestsOf, waitingOutThrottle, type Doc } from "../support/generated-requests";
import { expect, test } from "../support/api-test";

/**
 * Property: no input gets a 5xx from any operation. Every operation of the served document (its
 * paths, parameters and body members, read from /api/openapi.json as an integrator's tools read
 * them) gets requests whose parameters and members are generated (e2e/support/generated-requests.ts,
 * its invalid kind): dates at the edges of the range (years 0000, 0001, 9999, 10000, offsets of
 * ±23:59), numbers at the edges of doubles, text with NUL, lone surrogates, SQL and 10 000
 * characters, wrong types, and real values beside them. Each answer must be below 500, in the
 * envelope, and valid against the document (the OpenAPI check of every HTTP spec); the project runs
 * it on both databases.
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS_PER_OPERATION ?? 40);

test.describe("no input gets a 5xx", () => {
  test.setTimeout(240_000);

  test(`every operation of the document, ${RUNS_PER_OPERATION} generated requests each (dates at the edges of the range, numbers, text, wrong types): below 500, in the envelope, valid against the document`, async ({ request, baseURL, openapiCheck }) => {
    const doc = (await (await request.get("/api/openapi.json")).json()) as Doc;
    // a client waits as it is told when throttled: the point is to reach the handlers
    const send = waitingOutThrottle(checkedFetch(baseURL!, openapiCheck));
    const real = await createRealThings(request, "No 5xx shop");

    const statuses = new Map<number, number>();
    const byOperation: Record<string, Record<number, number>> = {};
    let operations = 0;
    for (const { where, method, template } of operationsOf(doc)) {
      await fc.assert(
        fc.asyncProperty(requestsOf(doc, template, method, real), async (r) => {
          const url = `/api${r.url}`;
          const answered = await send(r.method, url, { headers: r.headers, body: r.body });
          statuses.set(answered.status, (statuses.get(answered.status) ?? 0) + 1);
          const counts = (byOperation[where] ??= {});
          counts[answered.status] = (counts[answered.status] ?? 0) + 1;
          if (answered.status >= 500) throw new Error(`${where}: ${r.method} ${url} answered ${answered.status}: ${answered.text.slice(0, 300)}`);
          const envelope = JSON.parse(answered.text) as { code: unknown; message: unknown };
          if (envelope.code !== answered.status || typeof envelope.message !== "string") throw new Error(`${where}: not the envelope: ${answered.text.slice(0, 300)}`);
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
      operations++;
    }
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(`[no-5xx] ${operations} operations, ${total} requests: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    if (process.env.FUZZ_REPORT) console.log(JSON.stringify(byOperation, null, 1));
    expect(operations).toBe(Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0));
    // most requests reached a handler's checks, not the throttle
    expect(statuses.get(429) ?? 0).toBeLessThan(total / 20);
  });
});
