import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { AUDIT_CSV_COLUMNS, auditCsv } from "./audit-csv";
import { recordAudit } from "./record-audit";
import { parseCsv as parseRfc4180 } from "../../testing/parse-csv";

const ZONE = "America/Mexico_City";

/** The file's rows; every record, the last one too, ends with CRLF. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith("\r\n") || text === "", "the file ends with CRLF").toBe(true);
  return parseRfc4180(text);
}

async function download(stream: ReadableStream<Uint8Array>): Promise<{ bytes: Buffer; rows: string[][] }> {
  const bytes = Buffer.from(await new Response(stream).arrayBuffer());
  return { bytes, rows: parseCsv(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
}

describe.each(DATABASE_KINDS)("auditCsv on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    const by = { actor: { id: "usr_0000000000000001", email: "josé@tienda.test" }, context: { ip: "2001:db8::1", userAgent: "@SUM(1+1) Navegador/1.0 ñ" } };
    await recordAudit(db.store, { ...by, action: "user.role_changed", target: "=HYPERLINK(\"http://x\",\"y\")", details: { role: { from: "cashier", to: "support" } }, at: new Date("2026-03-01T06:00:00Z") });
    await recordAudit(db.store, { ...by, action: "webhook.redelivered", target: "evt_1", at: new Date("2026-03-02T06:00:00Z") });
    // More than one batch (1 000) of another action, one instant apart each.
    await db.prisma.dashboardAuditEvent.createMany({
      data: Array.from({ length: 1005 }, (_, i) => ({ action: "card.tapped", actorEmail: "carlos@tienda.test", target: `qp_${String(i).padStart(4, "0")}`, occurredAt: new Date(Date.UTC(2026, 3, 1, 0, 0, i)) })),
    });
  });
  afterAll(async () => dispose?.());

  it("one header, the same columns on every row, the filter honored, times in the dashboard's zone, UTF-8, formulas defused", async () => {
    const { bytes, rows } = await download(auditCsv(db.store, { action: ["user.role_changed", "webhook.redelivered"] }, ZONE, (action) => `words for ${action}`));
    expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false); // plain UTF-8, no BOM
    const [header, ...lines] = rows;
    expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toHaveLength(header!.length);
    const record = (line: string[]) => Object.fromEntries(header!.map((name, i) => [name, line[i]]));
    expect(record(lines[0]!)).toMatchObject({ action: "webhook.redelivered", action_label: "words for webhook.redelivered", target: "evt_1", occurred_at: "2026-03-02 00:00:00", time_zone: ZONE, occurred_at_utc: "2026-03-02T06:00:00.000Z", details: "{}" });
    expect(record(lines[1]!)).toMatchObject({
      action: "user.role_changed",
      actor_email: "josé@tienda.test",
      actor_id: "usr_0000000000000001",
      ip: "2001:db8::1",
      user_agent: "'@SUM(1+1) Navegador/1.0 ñ",
      target: "'=HYPERLINK(\"http://x\",\"y\")",
      occurred_at: "2026-03-01 00:00:00",
    });
    expect(JSON.parse(record(lines[1]!).details!)).toEqual({ role: { from: "cashier", to: "support" } });
  });

  it("streams every row of a large export once, newest first, across batches; the cursor of a page is not applied", async () => {
    const { rows } = await download(auditCsv(db.store, { action: ["card.tapped"], actor: "CARLOS", cursor: "anything" }, "UTC"));
    const targets = rows.slice(1).map((row) => row[AUDIT_CSV_COLUMNS.indexOf("target")]);
    expect(targets).toHaveLength(1005);
    expect(new Set(targets).size).toBe(1005);
    expect(targets[0]).toBe("qp_1004");
    expect(targets.at(-1)).toBe("qp_0000");
  });

  it("an export that matches nothing is the header alone", async () => {
    const { rows } = await download(auditCsv(db.store, { from: "2030-01-01" }, ZONE));
    expect(rows).toEqual([[...AUDIT_CSV_COLUMNS]]);
  });
});
