/**
 * The dashboard at size: 100 000 intents and 500 000 status events in the dashboard's tables, then
 * the server time of the payments page and of every kind of search (60 requests each after 5
 * warm-ups, p50/p95). Used by `npm run bench` and by scripts/bench/search.ts.
 */
import type { RawQuery } from "../../lib/db/client";

export const INTENTS = 100_000;

/** What a concept is made of: products with and without accents, a few words each. */
const PRODUCTS = [
  "Café americano", "Café de olla", "Café con leche", "Pan dulce", "Concha de vainilla", "Tacos al pastor", "Tacos de suadero",
  "Jugo verde", "Agua de jamaica", "Agua de horchata", "Torta de jamón", "Quesadilla de flor", "Elote preparado", "Tamal de rajas",
  "Churros con cajeta", "Helado de limón", "Licuado de plátano", "Refresco", "Chilaquiles verdes", "Enchiladas suizas", "Pozole rojo",
  "Mole poblano", "Zapatos de piel", "Camisa de algodón", "Pedido web", "Recarga telefónica", "Papelería", "Medicamento", "Croissant",
  "Té de manzanilla",
];

/**
 * Seeds the dashboard's copy of 100 000 intents (every type, status group, a ticket per intent,
 * concepts from a small vocabulary, phone and card last 4, 1 % not yet known beyond a webhook) and
 * 5 status events each, then analyzes.
 */
export async function seedDashboard(query: RawQuery): Promise<void> {
  const products = `ARRAY[${PRODUCTS.map((p) => `'${p.replace(/'/g, "''")}'`).join(", ")}]`;
  // k: 60 % authorized, 20 % failed, 5 % canceled, 5 % expired, 10 % in progress; t: the type
  await query(
    `INSERT INTO dashboard_intent (id, payment, amount, branch, terminal, ticket, concept, phone_last4, card_last4, status, code, seq, reason, final, first_seen_at, created_at, updated_at, detailed)
     SELECT (ARRAY['qp_', 'ec_', 'cp_'])[t] || substr(md5(i::text), 1, 11) || upper(substr(md5(i::text), 12, 11)),
       (ARRAY['qr_present', 'ec_remote', 'card_present'])[t],
       ((i * 7919) % 300000) / 100.0 + 1,
       'Sucursal ' || (i % 20), 'Caja ' || (i % 50),
       'T-' || lpad(i::text, 5, '0'),
       (${products})[1 + (i * 31) % ${PRODUCTS.length}] || CASE WHEN i % 7 = 0 THEN ' #' || i ELSE '' END,
       CASE WHEN t = 2 THEN lpad(((i * 13) % 10000)::text, 4, '0') END,
       CASE WHEN t = 3 THEN lpad(((i * 17) % 10000)::text, 4, '0') END,
       (ARRAY[ARRAY['qr_authorized', 'ec_auhtorized', 'cp_authorized'], ARRAY['qr_error_x', 'ec_error_x', 'cp_error_x'], ARRAY['qr_expired', 'ec_expired', 'cp_expired'],
              ARRAY['qr_expired', 'ec_expired', 'cp_expired'], ARRAY['qr_created', 'ec_created', 'cp_created']])[k][t],
       (ARRAY[ARRAY[103, 115, 122], ARRAY[402, 402, 402], ARRAY[104, 116, 123], ARRAY[104, 116, 123], ARRAY[100, 109, 120]])[k][t],
       5, CASE k WHEN 2 THEN 'insufficient_funds' WHEN 3 THEN 'canceled' END, k <> 5,
       now() - make_interval(secs => i * 30) + interval '150 ms',
       CASE WHEN i % 100 = 0 THEN NULL ELSE now() - make_interval(secs => i * 30) END,
       now(), i % 100 <> 0
     FROM (SELECT i, 1 + i % 3 AS t, CASE WHEN i % 10 < 6 THEN 1 WHEN i % 10 < 8 THEN 2 WHEN i % 10 = 8 THEN 3 + (i / 10) % 2 ELSE 5 END AS k
           FROM generate_series(1, ${INTENTS}) AS i) AS g`,
  );
  await query(
    `INSERT INTO dashboard_intent_event (intent_id, seq, status, code, source, occurred_at, received_at)
     SELECT d.id, s, d.status, d.code, 'webhook', d.first_seen_at + make_interval(secs => s), now()
     FROM dashboard_intent d, generate_series(1, 5) AS s`,
  );
  await query("VACUUM (ANALYZE) dashboard_intent, dashboard_intent_event");
}

export type Search = { kind: string; path: string };

/** One search of each kind, its terms taken from the seeded rows (so each finds what it should). */
export async function searchesOf(query: RawQuery): Promise<Search[]> {
  const [row] = await query<{ id: string; ticket: string; amount: string; phone: string }>(
    "SELECT id, ticket, amount::text AS amount, phone_last4 AS phone FROM dashboard_intent WHERE ticket = 'T-54322'",
  );
  if (!row) throw new Error("the seed has no ticket T-54322");
  const [dollars, cents] = row.amount.split(".") as [string, string];
  const money = `$${Number(dollars).toLocaleString("en-US")}.${cents}`;
  const q = (text: string) => `q=${encodeURIComponent(text)}`;
  return [
    { kind: "no search (first page)", path: "" },
    { kind: "intent id, whole", path: q(row.id) },
    { kind: "intent id, lowercased start", path: q(row.id.slice(0, 9).toLowerCase()) },
    { kind: "ticket, as printed", path: q(row.ticket) },
    { kind: "ticket, lowercased", path: q(row.ticket.toLowerCase()) },
    { kind: "ticket number", path: q(row.ticket.slice(2)) },
    { kind: "ticket start (T-543, ~110 rows)", path: q("T-543") },
    { kind: `amount (${row.amount})`, path: q(row.amount) },
    { kind: `amount as money (${money})`, path: q(money) },
    { kind: "amount, round (150)", path: q("150") },
    { kind: "concept, a common word (cafe)", path: q("cafe") },
    { kind: "concept, two words (cafe olla)", path: q("cafe olla") },
    { kind: "concept, a rare word (manzanilla)", path: q("manzanilla") },
    { kind: "digits: a ticket number, and in a concept (#54334)", path: q("54334") },
    { kind: "last 4 of the phone", path: q(row.phone) },
    { kind: "no match", path: q("zzzz qqqq") },
    { kind: "2 groups + a type + a day", path: `group=failed,canceled&payment=qr_present&from=${new Date(Date.now() - 86_400_000 * 20).toISOString().slice(0, 10)}&to=${new Date(Date.now() - 86_400_000 * 19).toISOString().slice(0, 10)}` },
    { kind: "search + groups (cafe, authorized)", path: `${q("cafe")}&group=authorized` },
    { kind: "a status nobody is in (ec_validating)", path: "status=ec_validating" },
    { kind: "a branch and a type (1 in 60)", path: "branch=Sucursal%207&payment=card_present" },
  ];
}

export type Timing = { p50: number; p95: number; rows: number };

/** Signs in as the demo owner: a fetch of a path with that session, timed (ms, and the answer's text). */
export async function signedInFetch(appUrl: string) {
  const csrf = await fetch(`${appUrl}/api/auth/csrf`);
  const cookieJar = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const token = ((await csrf.json()) as { csrfToken: string }).csrfToken;
  const login = await fetch(`${appUrl}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieJar },
    body: new URLSearchParams({ csrfToken: token, email: "owner@caja.test", password: "caja-demo-2026", json: "true" }),
    redirect: "manual",
  });
  const session = [cookieJar, ...login.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ");
  return async (pathname: string): Promise<{ ms: number; text: string }> => {
    const t = performance.now();
    const response = await fetch(`${appUrl}${pathname}`, { headers: { cookie: session } });
    const text = await response.text();
    const ms = performance.now() - t;
    if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
    return { ms, text };
  };
}

export const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: Math.round(sorted[Math.floor(sorted.length * 0.5)]!), p95: Math.round(sorted[Math.floor(sorted.length * 0.95)]!) };
};

/** Rows of an answer: the list's JSON page, or a CSV's lines less its header; 0 for a page. */
const rowsOf = (pathname: string, text: string) =>
  pathname.includes("/export") ? text.trimEnd().split("\r\n").length - 1 : pathname.startsWith("/api/") ? (JSON.parse(text) as { data: { rows: unknown[] } }).data.rows.length : 0;

/** Signs in as the demo owner and times `n` requests of a path (after 5 warm-ups). */
export async function signedInTimer(appUrl: string) {
  const get = await signedInFetch(appUrl);
  return async (pathname: string, n = 60): Promise<Timing> => {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < n + 5; i++) {
      const { ms, text } = await get(pathname);
      if (i >= 5) times.push(ms);
      if (i === 0) rows = rowsOf(pathname, text);
    }
    return { ...percentiles(times), rows };
  };
}

/**
 * Times the same path on several servers, alternating request by request (after 5 warm-ups each),
 * so that a machine whose load changes (other work on the same cores) weighs on all of them alike.
 */
export async function interleavedTimer(appUrls: string[]) {
  const gets = await Promise.all(appUrls.map((url) => signedInFetch(url)));
  return async (pathname: string, n = 60): Promise<Array<Timing & { bytes: number }>> => {
    const times = gets.map(() => [] as number[]);
    const first = gets.map(() => ({ rows: 0, bytes: 0 }));
    for (let i = 0; i < n + 5; i++) {
      for (const [k, get] of gets.entries()) {
        const { ms, text } = await get(pathname);
        if (i >= 5) times[k]!.push(ms);
        if (i === 0) first[k] = { rows: rowsOf(pathname, text), bytes: Buffer.byteLength(text) };
      }
    }
    return times.map((t, k) => ({ ...percentiles(t), ...first[k]! }));
  };
}
