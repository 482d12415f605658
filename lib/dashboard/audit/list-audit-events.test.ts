import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import type { AuditAction } from "./audit-actions";
import type { AuditFilters } from "./audit-filters";
import { listAuditEvents } from "./list-audit-events";
import { recordAudit } from "./record-audit";

const ZONE = "America/Mexico_City"; // UTC-6 all year
const OLIVIA = { id: "usr_0000000000000001", email: "olivia@shop.test" };
const CONTEXT = { ip: "198.51.100.4", userAgent: "Chrome" };

/** The trail the tests read, oldest first: [name, at (UTC), actor, action, target]. */
const EVENTS: Array<[string, string, { id: string | null; email: string }, AuditAction, string]> = [
  ["created", "2026-03-01T05:59:00Z", OLIVIA, "user.created", "ana_b@shop.test"], // 28 Feb 23:59 in Mexico City
  ["role", "2026-03-01T06:00:00Z", OLIVIA, "user.role_changed", "ana_b@shop.test"], // 1 Mar 00:00
  ["paidA", "2026-03-02T05:59:59Z", { id: "usr_0000000000000002", email: "ana_b@shop.test" }, "payment.created", "qp_aaa"], // 1 Mar 23:59:59
  ["paidB", "2026-03-02T06:00:00Z", { id: "usr_0000000000000003", email: "anaxb@shop.test" }, "payment.created", "qp_bbb"], // 2 Mar 00:00
  ["ghost", "2026-03-02T06:00:00Z", { id: null, email: "ghost@shop.test" }, "sign_in.failed", "ghost@shop.test"], // same instant as paidB
  ...Array.from({ length: 7 }, (_, i) => [`evt${i + 1}`, "2026-04-01T12:00:00Z", OLIVIA, "webhook.redelivered", `evt_${i + 1}`] as [string, string, typeof OLIVIA, AuditAction, string]),
];

describe.each(DATABASE_KINDS)("listAuditEvents on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const names = new Map<string, string>(); // target → name (targets repeat: use the id)
  const list = async (filters: AuditFilters, limit?: number, timeZone = ZONE) => {
    const page = await listAuditEvents(db.store, filters, timeZone, limit);
    return { ...page, names: page.rows.map((row) => names.get(row.id)) };
  };

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    for (const [name, at, actor, action, target] of EVENTS) {
      await recordAudit(db.store, { actor, context: CONTEXT, action, target, at: new Date(at) });
      const [row] = await db.query<{ id: string }>("SELECT max(id)::text AS id FROM dashboard_audit_event");
      names.set(row!.id, name);
    }
  });
  afterAll(async () => dispose?.());

  it("newest first; events of the same instant by id, newest first", async () => {
    const { names: all, rows } = await list({});
    expect(all).toEqual(["evt7", "evt6", "evt5", "evt4", "evt3", "evt2", "evt1", "ghost", "paidB", "paidA", "role", "created"]);
    expect(rows.find((row) => names.get(row.id) === "ghost")).toMatchObject({ actorId: null, actorEmail: "ghost@shop.test", ip: "198.51.100.4", userAgent: "Chrome", occurredAt: "2026-03-02T06:00:00.000Z", details: {} });
  });

  it("filters by any of several actions", async () => {
    expect((await list({ action: ["payment.created", "sign_in.failed"] })).names).toEqual(["ghost", "paidB", "paidA"]);
    expect((await list({ action: ["user.enabled"] })).names).toEqual([]);
  });

  it("filters by the actor's email, a case-insensitive substring (LIKE wildcards are literal)", async () => {
    expect((await list({ actor: "ANA" })).names).toEqual(["paidB", "paidA"]);
    expect((await list({ actor: "a_b" })).names).toEqual(["paidA"]);
    expect((await list({ actor: "%" })).names).toEqual([]);
  });

  it("filters by the target, a case-insensitive substring", async () => {
    expect((await list({ target: "QP_" })).names).toEqual(["paidB", "paidA"]);
    expect((await list({ target: "ana_b@", action: ["user.role_changed"] })).names).toEqual(["role"]);
  });

  it("from and to are whole days in the dashboard's time zone, both included", async () => {
    expect((await list({ from: "2026-03-01", to: "2026-03-01" })).names).toEqual(["paidA", "role"]);
    expect((await list({ from: "2026-03-01", to: "2026-03-01" }, undefined, "UTC")).names).toEqual(["role", "created"]);
    expect((await list({ to: "2026-02-28" })).names).toEqual(["created"]);
    expect((await list({ from: "2026-03-02", action: ["payment.created", "sign_in.failed"] })).names).toEqual(["ghost", "paidB"]);
  });

  it("pages with a keyset cursor: every event once, in order, even among events of the same instant", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list({ action: ["webhook.redelivered"], cursor }, 3);
      seen.push(...page.names.map(String));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(["evt7", "evt6", "evt5", "evt4", "evt3", "evt2", "evt1"]);
  });

  it("a cursor that is not one of this list's gives the first page", async () => {
    expect((await list({ action: ["payment.created"], cursor: "bm90LWEtY3Vyc29y" })).names).toEqual(["paidB", "paidA"]);
  });
});
