import { dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { subscribeLive, type LiveEvent } from "@/lib/dashboard/live-bus";
import { getActiveUser } from "@/lib/dashboard/users/get-active-user";

/** How often an open stream checks that its session still stands (disabled, role changed, signed out everywhere). */
const SESSION_CHECK_MS = 5000;

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * GET /api/dashboard/live: server-sent events, one `data:` line per intent change this process
 * hears (LISTEN/NOTIFY, so changes received by any app instance arrive here too), and an
 * `event: state` line saying whether changes can arrive at all (`{"listening": false}` while the
 * database's LISTEN connection is lost: the page polls meanwhile and catches up when it is back).
 * A comment every 15 s keeps proxies from closing the stream; the browser reconnects on its own
 * after `retry`. A database that is down answers 503 (the page polls and retries). A stream whose
 * session has ended closes within SESSION_CHECK_MS.
 */
export const GET = dashboardOperation("live.stream", "intents:read", async (request, { user }) => {
  const store = await getStore();
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      send("retry: 2000\n: connected\n\n");
      const unsubscribe = subscribeLive(store, (event: LiveEvent) =>
        send(event.kind === "change" ? `data: ${JSON.stringify(event.change)}\n\n` : `event: state\ndata: ${JSON.stringify({ listening: event.listening })}\n\n`),
      );
      const heartbeat = setInterval(() => send(": ping\n\n"), 15_000);
      const sessionCheck = setInterval(() => {
        getActiveUser(store, user.id, user.sessionVersion).then(
          (still) => {
            if (still) return;
            cleanup();
            try {
              controller.close();
            } catch {
              /* already closed */
            }
          },
          () => {}, // a database that is away does not end the session
        );
      }, SESSION_CHECK_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        unsubscribe();
      };
      request.signal.addEventListener("abort", () => {
        cleanup();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      });
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store, no-transform", connection: "keep-alive", "x-accel-buffering": "no" },
  });
});
