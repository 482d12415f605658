import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { STATUS_TABLE, isStatus } from "../../contract/statuses";
import type { Database } from "../../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { parseIntentFilters, type IntentFilters } from "../intent-filters";
import { listIntents } from "./list-intents";

const MX = "America/Mexico_City"; // UTC−6

type Seed = {
  id: string;
  status: string;
  reason?: string;
  payment?: string;
  amount?: string;
  ticket?: string;
  concept?: string;
  phone?: string;
  card?: string;
  branch?: string;
  created: string | null;
  firstSeen?: string;
};

/** Newest first by creation at the service (first sight while that is unknown). */
const SEEDS: Seed[] = [
  { id: "qp_SearchAAA0000000000001", status: "qr_authorized", payment: "qr_present", amount: "150.00", ticket: "T-10007", concept: "Café y pan dulce", branch: "Centro", created: "2026-03-10T20:00:00.000Z" },
  { id: "qp_SearchAAA0000000000002", status: "qr_error_x", reason: "insufficient_funds", payment: "qr_present", amount: "1234.50", ticket: "T-10012", concept: "Tacos al pastor", branch: "Centro", created: "2026-03-10T19:00:00.000Z" },
  // heard of after midnight, created before: listed by its creation
  { id: "ec_SearchBBB0000000000003", status: "ec_conected", payment: "ec_remote", amount: "89.50", ticket: "W-5521", concept: "Pedido web #5521", phone: "5678", created: "2026-03-10T18:00:00.000Z", firstSeen: "2026-03-11T07:00:00.000Z" },
  { id: "cp_SearchCCC0000000000004", status: "cp_authorized", payment: "card_present", amount: "150.50", ticket: "T-00042", concept: "ZAPATOS DE PIEL", card: "4242", branch: "Norte", created: "2026-03-10T17:00:00.000Z" },
  { id: "qp_SearchDDD0000000000005", status: "qr_expired", reason: "canceled", payment: "qr_present", amount: "60.00", ticket: "T-20001", concept: "Jugo verde", created: "2026-03-10T16:00:00.000Z" },
  { id: "qp_SearchEEE0000000000006", status: "qr_expired", reason: "sandbox_expired", payment: "qr_present", amount: "40.00", concept: "Café americano", created: "2026-03-10T15:00:00.000Z" },
  { id: "cp_SearchFFF0000000000007", status: "cp_expired", payment: "card_present", amount: "10.00", created: "2026-03-10T14:00:00.000Z" },
  // known only from a webhook so far: no creation time, type or amount
  { id: "qp_SearchGGG0000000000008", status: "qr_created", created: null, firstSeen: "2026-03-10T13:00:00.000Z" },
  // the day before in Mexico City (23:59 local)
  { id: "qp_SearchHHH0000000000009", status: "qr_authorized", payment: "qr_present", amount: "150.00", ticket: "T-1000", concept: "Café de olla", created: "2026-03-10T05:59:00.000Z" },
];

const ids = (...suffixes: number[]) => suffixes.map((n) => SEEDS[n - 1]!.id);

async function insert(db: Database, seed: Seed) {
  const code = isStatus(seed.status) ? STATUS_TABLE[seed.status].code : 999;
  await db.query(
    `INSERT INTO dashboard_intent (id, payment, amount, branch, ticket, concept, phone_last4, card_last4, status, code, seq, reason, final, created_at, first_seen_at, updated_at)
     VALUES ($1, $2, $3::numeric, $4, $5, $6, $7, $8, $9, $10::int, 1, $11, false, $12::timestamptz, $13::timestamptz, now())`,
    [seed.id, seed.payment ?? null, seed.amount ?? null, seed.branch ?? null, seed.ticket ?? null, seed.concept ?? null, seed.phone ?? null, seed.card ?? null, seed.status, code, seed.reason ?? null, seed.created, seed.firstSeen ?? seed.created],
  );
}

describe.each(DATABASE_KINDS)("listIntents on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const list = async (filters: IntentFilters, limit = 100) => (await listIntents(db.store, filters, MX, limit)).rows.map((row) => row.id);
  const search = (q: string) => list({ q });

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    for (const seed of SEEDS) await insert(db, seed);
  });
  afterAll(async () => dispose?.());

  it("lists newest first by the creation at the service (first sight while unknown), with every field a row shows", async () => {
    expect(await list({})).toEqual(ids(1, 2, 3, 4, 5, 6, 7, 8, 9));
    const [first] = (await listIntents(db.store, {}, MX)).rows;
    expect(first).toEqual({
      id: SEEDS[0]!.id,
      payment: "qr_present",
      amount: "150.00",
      status: "qr_authorized",
      code: 103,
      seq: 1,
      reason: null,
      branch: "Centro",
      terminal: null,
      ticket: "T-10007",
      concept: "Café y pan dulce",
      phoneLast4: null,
      cardLast4: null,
      created: "2026-03-10T20:00:00.000Z",
      tip: null,
      refunded: "0.00",
      cashier: null,
    });
  });

  it("pages with a cursor in the same order, every row once", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listIntents(db.store, { cursor }, MX, 2);
      seen.push(...page.rows.map((row) => row.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(ids(1, 2, 3, 4, 5, 6, 7, 8, 9));
  });

  it("filters days in the merchant's zone by the creation at the service", async () => {
    expect(await list({ from: "2026-03-10", to: "2026-03-10" })).toEqual(ids(1, 2, 3, 4, 5, 6, 7, 8));
    expect(await list({ to: "2026-03-09" })).toEqual(ids(9));
    expect(await list({ from: "2026-03-11" })).toEqual([]);
  });

  it("filters by any of several status groups: canceled are only the expired with reason canceled, expired leaves them out", async () => {
    expect(await list({ group: "authorized,failed" })).toEqual(ids(1, 2, 4, 9));
    expect(await list({ group: "canceled" })).toEqual(ids(5));
    expect(await list({ group: "expired" })).toEqual(ids(6, 7));
    expect(await list({ group: "in_progress" })).toEqual(ids(3, 8));
  });

  it("filters by several exact statuses, and by groups or exact statuses together (either)", async () => {
    expect(await list({ status: "qr_expired,cp_expired" })).toEqual(ids(5, 6, 7));
    expect(await list({ group: "failed", status: "cp_authorized" })).toEqual(ids(2, 4));
    expect(await list({ status: "qr_authorized", payment: "qr_present", branch: "Centro" })).toEqual(ids(1));
  });

  it("filters by several payment types", async () => {
    expect(await list({ payment: "card_present,ec_remote" })).toEqual(ids(3, 4, 7));
  });

  it("searches the start of an intent id in any case", async () => {
    expect(await search(SEEDS[3]!.id)).toEqual(ids(4));
    expect(await search("cp_searchccc")).toEqual(ids(4));
    expect(await search("QP_SEARCHA")).toEqual(ids(1, 2));
    expect(await search("qp_search")).toEqual(ids(1, 2, 5, 6, 8, 9));
    expect(await search("qp_s%")).toEqual([]);
  });

  it("searches the start of a ticket in any case, and a ticket's number", async () => {
    expect(await search("T-10007")).toEqual(ids(1));
    expect(await search("t-10007")).toEqual(ids(1));
    expect(await search("T-100")).toEqual(ids(1, 2, 9));
    expect(await search("10007")).toEqual(ids(1));
    expect(await search("42")).toEqual(ids(4));
    expect(await search("w-55")).toEqual(ids(3));
  });

  it("searches an exact amount the ways people write one", async () => {
    for (const typed of ["150", "150.00", "$150", "MXN 150.0"]) expect(await search(typed), typed).toEqual(ids(1, 9));
    expect(await search("1,234.50")).toEqual(ids(2));
    expect(await search("150.5")).toEqual(ids(4));
    expect(await search("89.5")).toEqual(ids(3));
  });

  it("searches the words of the concept, every word, the start of each, any case and accents", async () => {
    expect(await search("cafe")).toEqual(ids(1, 6, 9));
    expect(await search("CAFÉ")).toEqual(ids(1, 6, 9));
    expect(await search("café pan")).toEqual(ids(1));
    expect(await search("pan café")).toEqual(ids(1));
    expect(await search("cafe tacos")).toEqual([]);
    expect(await search("zapatos piel")).toEqual(ids(4));
    expect(await search("ameri")).toEqual(ids(6));
    expect(await search("5521")).toEqual(ids(3));
    expect(await search("astor")).toEqual([]);
  });

  it("searches the last 4 of the phone or the card", async () => {
    expect(await search("5678")).toEqual(ids(3));
    expect(await search("4242")).toEqual(ids(4));
  });

  it("combines the search with the other filters, and matches nothing for a search with no reading", async () => {
    expect(await list({ q: "cafe", group: "authorized", from: "2026-03-10" })).toEqual(ids(1));
    expect(await search("— —")).toEqual([]);
    expect(await search("nothing-like-this")).toEqual([]);
  });

  it("lists what the URL of a filtered page asks for (as the page parses it)", async () => {
    const { filters } = parseIntentFilters(Object.fromEntries(new URL("http://d/intents?group=authorized,failed&status=qr_expired&q=cafe").searchParams));
    expect(await list(filters)).toEqual(ids(1, 6, 9));
  });

  it("pages through a search with a cursor, every match once", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listIntents(db.store, { q: "cafe", cursor }, MX, 1);
      seen.push(...page.rows.map((row) => row.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(ids(1, 6, 9));
  });

  // Last: it adds 2 100 newer payments, more than a search first looks at among the newest.
  it("finds a search's matches beyond the newest payments it looks at first, and a page of many matches among them", async () => {
    await db.query(
      `INSERT INTO dashboard_intent (id, payment, amount, concept, status, code, seq, final, created_at, first_seen_at, updated_at)
       SELECT 'qp_Bulk' || lpad(i::text, 17, '0'), 'qr_present', 1, CASE WHEN i % 100 = 0 THEN 'Relleno raro' ELSE 'Relleno' END, 'qr_created', 100, 1, false,
         '2026-03-12T00:00:00Z'::timestamptz + make_interval(secs => i), now(), now()
       FROM generate_series(1, 2100) AS i`,
    );
    expect(await search("cafe")).toEqual(ids(1, 6, 9));
    expect(await list({ q: "cafe pan" }, 1)).toEqual(ids(1));
    const many = await listIntents(db.store, { q: "relleno" }, MX, 25);
    expect(many.rows.map((row) => row.id)).toEqual(Array.from({ length: 25 }, (_, i) => `qp_Bulk${String(2100 - i).padStart(17, "0")}`));
    expect(many.nextCursor).not.toBeNull();
    expect(await list({ q: "relleno raro" }, 100)).toHaveLength(21);
  });
});
