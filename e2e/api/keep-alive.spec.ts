import net from "node:net";
import { once } from "node:events";
import { expect, test } from "../support/api-test";

/**
 * A reverse proxy (Caddy keeps idle upstream connections 2 min, nginx 60 s) or a client's connection
 * pool reuses a connection after a quiet spell. A server that closes idle connections sooner (Node's
 * default: 5 s) races that reuse: the request sent as the server closes is lost ("socket hang up",
 * a 502 from the proxy). Caja keeps them longer than any of those, so the client side closes first.
 */
test("a kept-alive connection left idle longer than Node's default 5 s is still answered, and the server announces 130 s", async ({ baseURL }) => {
  test.setTimeout(30_000);
  const url = new URL(baseURL!);
  const socket = net.connect(Number(url.port), url.hostname);
  await once(socket, "connect");
  let received = "";
  let closed = false;
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("close", () => (closed = true));
  const ask = () => socket.write(`GET /api/health HTTP/1.1\r\nHost: ${url.host}\r\nConnection: keep-alive\r\n\r\n`);
  const answers = () => received.match(/HTTP\/1\.1 \d{3} /g)?.length ?? 0;
  try {
    ask();
    await expect.poll(answers).toBe(1);
    expect(received).toMatch(/^keep-alive: timeout=130\r$/im);
    // Idle past Node's default: what is under test is the quiet spell itself.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closed, "the server closed the idle connection").toBe(false);
    ask();
    await expect.poll(answers).toBe(2);
  } finally {
    socket.destroy();
  }
});
