/**
 * The raw baseline: the fastest this machine does the same database work as one API request, with
 * no framework and no ORM. node:http + the driver (PGlite in-process, or pg on PostgreSQL):
 *   POST /create  → the intent row, its first status event and its outbox row in one statement
 *   GET /status/:id → the status by id
 * Run: BASELINE_PORT=4000 (DATA_DIR=... | DATABASE_URL=...) npx tsx scripts/bench/baseline-server.ts
 * The schema must exist (the bench applies the app's migrations first).
 */
import { randomBytes } from "node:crypto";
import http from "node:http";

const CREATE = `WITH intent AS (
  INSERT INTO payment_intent (id, merchant_id, payment, amount, branch, terminal, requested_at, items, status, code, seq, expires_at, created_at, updated_at)
  VALUES ($1, 'mer_sandbox', 'qr_present', $2::numeric, $3, $4, $5::timestamptz, $6::jsonb, 'qr_created', 100, 1, now() + interval '10 minutes', now(), now())
  RETURNING id
), event AS (
  INSERT INTO intent_status_event (id, intent_id, merchant_id, seq, status, code, created_at) SELECT $7, id, 'mer_sandbox', 1, 'qr_created', 100, now() FROM intent
)
INSERT INTO webhook_outbox (event_id, endpoint_id, merchant_id, intent_id, seq, created_at, next_attempt_at, state, completed_at)
SELECT $7, ep.id, 'mer_sandbox', intent.id, 1, now(), now(), 'skipped', now() FROM intent JOIN webhook_endpoint ep ON ep.merchant_id = 'mer_sandbox' AND ep.events && ARRAY['*', 'intent.status_changed']::text[]`;
const STATUS = "SELECT status, code FROM payment_intent WHERE id = $1 AND merchant_id = 'mer_sandbox'";

type Query = (sql: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;

async function driver(): Promise<Query> {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    let n = 0;
    const names = new Map<string, string>();
    return async (sql, params) => {
      if (!names.has(sql)) names.set(sql, `q${n++}`);
      return (await pool.query({ name: names.get(sql), text: sql, values: params })).rows;
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(`${process.env.DATA_DIR}/pgdata`);
  // prepared once, as the app does on PGlite
  await db.exec(`PREPARE bl_create(text, text, text, text, text, text, text) AS ${CREATE}`);
  await db.exec(`PREPARE bl_status(text) AS ${STATUS}`);
  const lit = (v: unknown) => (v === null ? "NULL" : `'${String(v).replace(/'/g, "''")}'`);
  return async (sql, params) => (await db.query<Record<string, unknown>>(`EXECUTE ${sql === CREATE ? "bl_create" : "bl_status"}(${params.map(lit).join(",")})`)).rows;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const id = (prefix: string) => prefix + Array.from(randomBytes(22), (b) => BASE62[b % 62]).join("");

async function main() {
  const query = await driver();
  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) }).end(text);
    };
    if (request.method === "POST" && request.url === "/create") {
      const chunks: Buffer[] = [];
      request.on("data", (c: Buffer) => chunks.push(c));
      request.on("end", () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString()) as { amount: number; data: { branch: string; terminal: string; time: string; items: unknown[] } };
          const intent = id("qp_");
          query(CREATE, [intent, body.amount.toFixed(2), body.data.branch, body.data.terminal, body.data.time, JSON.stringify(body.data.items), id("evt_")])
            .then(() => send(200, { code: 200, message: "intent_success", data: { intent } }))
            .catch((error: Error) => send(500, { code: 500, message: error.message, data: {} }));
        } catch {
          send(400, { code: 400, message: "invalid_json", data: {} });
        }
      });
      return;
    }
    if (request.url === "/health") return send(200, { code: 200, message: "ok", data: {} });
    const match = /^\/status\/((?:qp|ec|cp)_[0-9A-Za-z]+)$/.exec(request.url ?? "");
    if (request.method === "GET" && match) {
      query(STATUS, [match[1]])
        .then((rows) => (rows[0] ? send(200, { code: 200, message: "check_success", data: { intent: match[1], ...rows[0] } }) : send(404, { code: 404, message: "intent_not_found", data: {} })))
        .catch((error: Error) => send(500, { code: 500, message: error.message, data: {} }));
      return;
    }
    send(404, { code: 404, message: "not_found", data: {} });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(process.env.BASELINE_PORT ?? 4000), "127.0.0.1", () => console.log("baseline ready"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
