import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { AddressPolicy } from "./address-policy";
import { postWebhook, type Resolver } from "./post-webhook";

const SANDBOX: AddressPolicy = { allowPrivate: true, allowHosts: [] };
const LIVE: AddressPolicy = { allowPrivate: false, allowHosts: [] };

type Receiver = { port: number; hits: number; close(): Promise<void> };
const open: Receiver[] = [];
afterEach(async () => {
  for (const receiver of open.splice(0)) await receiver.close();
});

/** A real HTTP receiver bound to one address only (so a connection to the other family is refused). */
async function receiver(host: "127.0.0.1" | "::1"): Promise<Receiver> {
  const state = { hits: 0 };
  const server = http.createServer((request, response) => {
    state.hits++;
    request.resume().on("end", () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const r: Receiver = {
    port: (server.address() as AddressInfo).port,
    get hits() {
      return state.hits;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  open.push(r);
  return r;
}

const post = (url: string, policy: AddressPolicy, resolve?: Resolver) =>
  postWebhook(url, { "content-type": "application/json" }, "{}", { timeoutMs: 2000, policy, resolve });

/** A resolver that answers fixed records for one name, as DNS (or /etc/hosts) would. */
const records = (...list: Array<[string, 4 | 6]>): Resolver => async () => list.map(([address, family]) => ({ address, family }));

describe("postWebhook to host names (not only IP literals)", () => {
  it("delivers to http://localhost:PORT through the system resolver", async () => {
    const r = await receiver("127.0.0.1");
    const result = await post(`http://localhost:${r.port}/hooks`, SANDBOX);
    expect(result.error).toBeNull();
    expect(result.httpStatus).toBe(204);
    expect(r.hits).toBe(1);
  });

  it("a name with IPv6 and IPv4 records reaches the receiver on whichever family it listens (happy eyeballs)", async () => {
    const v4 = await receiver("127.0.0.1");
    expect((await post(`http://shop.test:${v4.port}/hooks`, SANDBOX, records(["::1", 6], ["127.0.0.1", 4]))).httpStatus).toBe(204);
    const v6 = await receiver("::1");
    expect((await post(`http://shop.test:${v6.port}/hooks`, SANDBOX, records(["127.0.0.1", 4], ["::1", 6]))).httpStatus).toBe(204);
    expect(v4.hits + v6.hits).toBe(2);
  });

  it("outside the sandbox, a name is refused when ANY of its addresses is private, IPv4 or IPv6; nothing is sent", async () => {
    const r = await receiver("127.0.0.1");
    const mixed4 = await post(`http://shop.test:${r.port}/hooks`, LIVE, records(["93.184.216.34", 4], ["127.0.0.1", 4]));
    expect(mixed4.httpStatus).toBeNull();
    expect(mixed4.error).toBe("address_not_allowed: shop.test resolves to 127.0.0.1");
    const mixed6 = await post(`http://shop.test:${r.port}/hooks`, LIVE, records(["2606:4700::1111", 6], ["fd00::1", 6]));
    expect(mixed6.error).toBe("address_not_allowed: shop.test resolves to fd00::1");
    const real = await post(`http://localhost:${r.port}/hooks`, LIVE);
    expect(real.error).toBe("address_not_allowed: localhost resolves to 127.0.0.1");
    expect(r.hits).toBe(0);
  });

  it("an allow-listed host name is let through for every address it resolves to", async () => {
    const r = await receiver("127.0.0.1");
    const result = await post(`http://LocalHost:${r.port}/hooks`, { allowPrivate: false, allowHosts: ["localhost"] });
    expect(result.httpStatus).toBe(204);
    const listed = await post(`http://shop.test:${r.port}/hooks`, { allowPrivate: false, allowHosts: ["shop.test"] }, records(["::1", 6], ["127.0.0.1", 4]));
    expect(listed.httpStatus).toBe(204);
  });

  it("a name that does not resolve is a failed attempt with the resolver's error, not a crash", async () => {
    const result = await post("http://shop.invalid/hooks", SANDBOX, async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND shop.invalid"), { code: "ENOTFOUND" });
    });
    expect(result.httpStatus).toBeNull();
    expect(result.error).toBe("ENOTFOUND: getaddrinfo ENOTFOUND shop.invalid");
  });

  it("a URL whose user name or password Node cannot decode (%O) is an invalid URL, not a throw (the tester answered it 500)", async () => {
    for (const url of ["https://%O,|1T@,", "http://user:%E0@shop.example/hooks"]) {
      expect(await post(url, SANDBOX), url).toMatchObject({ httpStatus: null, error: "invalid_url" });
    }
  });
});

/**
 * A receiver that keeps connections open and closes one idle connection just as the next webhook is
 * sent on it (what a server's idle timeout does when it lapses at that moment): the webhook's bytes
 * reach a connection being closed and are never answered. `closeOnRequest` says which request on a
 * connection meets a closed one (0 = none).
 */
async function closingReceiver(closeOnRequest: number): Promise<Receiver & { connections: number }> {
  const state = { hits: 0, connections: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let seen = 0;
    let buffered = "";
    socket.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("latin1");
      // Each request of these tests is headers and the 2-byte body "{}".
      while (buffered.includes("\r\n\r\n{}")) {
        buffered = buffered.slice(buffered.indexOf("\r\n\r\n{}") + 6);
        seen++;
        if (seen === closeOnRequest) return void socket.resetAndDestroy();
        state.hits++;
        socket.write("HTTP/1.1 204 No Content\r\nConnection: keep-alive\r\n\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const r = {
    port: (server.address() as AddressInfo).port,
    get hits() {
      return state.hits;
    },
    get connections() {
      return state.connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  open.push(r);
  return r;
}

describe("postWebhook on kept-alive connections", () => {
  it("the next webhook to a receiver goes on the connection the last one used", async () => {
    const r = await closingReceiver(0);
    for (let i = 0; i < 3; i++) expect((await post(`http://127.0.0.1:${r.port}/hooks`, SANDBOX)).httpStatus).toBe(204);
    expect(r.connections).toBe(1);
  });

  it("a kept connection the receiver closes as the next webhook goes out on it: sent again at once on a new connection and delivered, not a failed attempt (to a host name, resolved again for the new connection)", async () => {
    const r = await closingReceiver(2);
    expect((await post(`http://localhost:${r.port}/hooks`, SANDBOX)).httpStatus).toBe(204);
    const second = await post(`http://localhost:${r.port}/hooks`, SANDBOX);
    expect(second.error).toBeNull();
    expect(second.httpStatus).toBe(204);
    expect(r.hits).toBe(2);
    expect(r.connections).toBe(2);
  });

  it("a new connection reset before any answer is a failed attempt (nothing is sent twice on a fresh connection)", async () => {
    const r = await closingReceiver(1);
    const result = await post(`http://127.0.0.1:${r.port}/hooks`, SANDBOX);
    expect(result.httpStatus).toBeNull();
    expect(result.error).toMatch(/^ECONNRESET/);
    expect(r.connections).toBe(1);
  });
});
