import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { csvZonedTime } from "./csv";
import { INTENT_CSV_COLUMNS, intentsCsv } from "./intents-csv";
import { parseCsv } from "../../testing/parse-csv";

const MX = "America/Mexico_City";


async function read(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

type Seed = { id: string; concept: string | null; branch: string; reason?: string; status: string; code: number; seq: number; items: unknown; created: string | null; firstSeen: string; occurred?: string };

const SEEDS: Seed[] = [
  { id: "qp_csv_tricky", concept: 'Café "grande", con leche\nñandú', branch: "Centro, Sur", status: "qr_authorized", code: 103, seq: 4, items: [{ sku: "A", qty: 2 }, { sku: "B", qty: 3 }, { sku: "C" }], created: "2026-03-11T05:59:00.000Z", firstSeen: "2026-03-11T06:01:00.000Z", occurred: "2026-03-11T06:00:30.250Z" },
  { id: "qp_csv_formula", concept: "=HYPERLINK(\"http://x\")", branch: "+52 Norte", status: "qr_expired", code: 104, seq: 2, reason: "canceled", items: [], created: "2026-03-10T12:00:00.000Z", firstSeen: "2026-03-10T12:00:00.000Z" },
  { id: "qp_csv_at", concept: "@SUM(1)", branch: "-Oeste", status: "qr_error_x", code: 402, seq: 3, reason: "insufficient_funds", items: null, created: null, firstSeen: "2026-03-10T11:00:00.000Z" },
];

describe.each(DATABASE_KINDS)("the intents CSV on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    for (const seed of SEEDS) {
      await db.query(
        `INSERT INTO dashboard_intent (id, payment, amount, branch, terminal, ticket, concept, status, code, seq, reason, final, created_at, first_seen_at, updated_at, detailed, items)
         VALUES ($1, 'qr_present', 12.5, $2, 'Caja 1', 'T-00001', $3, $4, $5::int, $6::int, $7, true, $8::timestamptz, $9::timestamptz, '2026-03-12T00:00:00Z', true, $10::jsonb)`,
        [seed.id, seed.branch, seed.concept, seed.status, seed.code, seed.seq, seed.reason ?? null, seed.created, seed.firstSeen, seed.items === null ? null : JSON.stringify(seed.items)],
      );
      if (seed.occurred) {
        await db.query(`INSERT INTO dashboard_intent_event (intent_id, seq, status, code, source, occurred_at) VALUES ($1, $2::int, $3, $4::int, 'api', $5::timestamptz)`, [seed.id, seed.seq, seed.status, seed.code, seed.occurred]);
      }
    }
    for (const [id, amount, status] of [["rf_csv_ok", "2.50", "refund_succeeded"], ["rf_csv_pending", "1.00", "refund_pending"], ["rf_csv_failed", "3.00", "refund_failed"]]) {
      await db.query(`INSERT INTO dashboard_refund (id, intent_id, amount, status, seq, created_at) VALUES ($1, 'qp_csv_tricky', $2::numeric, $3, 5, now())`, [id, amount, status]);
    }
  });
  afterAll(async () => dispose?.());

  it("has as many fields in every row as in the header, on commas, quotes, line breaks, accents and formulas", async () => {
    const text = new TextDecoder().decode(await read(intentsCsv(db.store, {}, { timeZone: MX, currency: "MXN" })));
    const records = parseCsv(text);
    expect(records[0]).toEqual([...INTENT_CSV_COLUMNS]);
    expect(records).toHaveLength(1 + SEEDS.length);
    for (const record of records) expect(record).toHaveLength(INTENT_CSV_COLUMNS.length);
    const rows = Object.fromEntries(records.slice(1).map((r) => [r[0]!, Object.fromEntries(INTENT_CSV_COLUMNS.map((c, i) => [c, r[i]!]))]));

    expect(rows.qp_csv_tricky).toMatchObject({
      created_at: "2026-03-10T23:59:00.000-06:00", // created at 23:59 local, heard of after midnight
      updated_at: "2026-03-11T00:00:30.250-06:00", // when it entered its status at the service
      status: "qr_authorized",
      code: "103",
      status_group: "authorized",
      reason: "",
      payment: "qr_present",
      amount: "12.50",
      refunded: "2.50", // succeeded refunds only: a pending one has not given anything back yet, a failed one never will
      net: "10.00",
      tip: "0.00", // not charged at a till
      currency: "MXN",
      concept: 'Café "grande", con leche\nñandú',
      ticket: "T-00001",
      branch: "Centro, Sur",
      terminal: "Caja 1",
      item_count: "6",
    });
    expect(rows.qp_csv_formula).toMatchObject({ refunded: "0.00", net: "0.00", status_group: "canceled", reason: "canceled", concept: "'=HYPERLINK(\"http://x\")", branch: "'+52 Norte", item_count: "1", updated_at: "2026-03-11T18:00:00.000-06:00" });
    expect(rows.qp_csv_at).toMatchObject({ status_group: "failed", reason: "insufficient_funds", concept: "'@SUM(1)", branch: "'-Oeste", item_count: "", created_at: "2026-03-10T05:00:00.000-06:00" });
  });

  it("starts with a byte order mark only for Excel, whose file has the header it is given and local times Excel reads as dates", async () => {
    const plain = await read(intentsCsv(db.store, {}, { timeZone: MX, currency: "MXN" }));
    const header = INTENT_CSV_COLUMNS.map((column) => `col ${column}`);
    const excel = await read(intentsCsv(db.store, {}, { timeZone: MX, currency: "MXN", excel: true, header }));
    expect([...plain.slice(0, 3)]).toEqual([...new TextEncoder().encode("id,")]);
    expect([...excel.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [head, ...rows] = parseCsv(new TextDecoder().decode(excel.slice(3)));
    expect(head).toEqual(header);
    const tricky = rows.find((row) => row[0] === "qp_csv_tricky")!;
    expect(tricky.slice(1, 3)).toEqual(["2026-03-10 23:59:00", "2026-03-11 00:00:30"]);
    expect(rows).toHaveLength(parseCsv(new TextDecoder().decode(plain)).length - 1);
  });

  it("writes the times in the zone asked for, with its offset", async () => {
    const text = new TextDecoder().decode(await read(intentsCsv(db.store, { branch: "Centro, Sur" }, { timeZone: "UTC", currency: "MXN" })));
    expect(parseCsv(text)[1]!.slice(0, 3)).toEqual(["qp_csv_tricky", "2026-03-11T05:59:00.000+00:00", "2026-03-11T06:00:30.250+00:00"]);
  });
});

describe("csvZonedTime", () => {
  it("writes ISO 8601 with the zone's offset at that instant", () => {
    expect(csvZonedTime("2026-03-11T05:59:00.000Z", MX)).toBe("2026-03-10T23:59:00.000-06:00");
    expect(csvZonedTime("2026-07-01T12:00:00.001Z", "America/New_York")).toBe("2026-07-01T08:00:00.001-04:00");
    expect(csvZonedTime("2026-01-01T12:00:00.000Z", "America/New_York")).toBe("2026-01-01T07:00:00.000-05:00");
    expect(csvZonedTime("2026-01-01T00:00:00.000Z", "Asia/Kolkata")).toBe("2026-01-01T05:30:00.000+05:30");
    expect(csvZonedTime("2026-01-01T00:00:00.000Z", "UTC")).toBe("2026-01-01T00:00:00.000+00:00");
    // either side of New York's spring change (07:00Z: 02:00 EST becomes 03:00 EDT), the offset of each instant
    expect(csvZonedTime("2026-03-08T06:59:59.999Z", "America/New_York")).toBe("2026-03-08T01:59:59.999-05:00");
    expect(csvZonedTime("2026-03-08T07:00:00.000Z", "America/New_York")).toBe("2026-03-08T03:00:00.000-04:00");
  });
});
