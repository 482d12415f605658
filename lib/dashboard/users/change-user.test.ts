import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import type { AuditBy } from "../audit/record-audit";
import { changeUser } from "./change-user";
import { createUser } from "./create-user";

const CONTEXT = { ip: "192.0.2.10", userAgent: "Firefox/140" };

type Event = { actor_id: string | null; actor_email: string; action: string; target: string; ip: string; details: Record<string, unknown> };

describe.each(DATABASE_KINDS)("user changes in the audit trail on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let owner: AuditBy;
  const eventsOf = (target: string) =>
    db.query<Event>("SELECT actor_id, actor_email, action, target, ip, details FROM dashboard_audit_event WHERE target = $1 ORDER BY id", [target]);

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    const system: AuditBy = { actor: { id: null, email: null }, context: { ip: null, userAgent: null } };
    const { id } = await createUser(db.store, { email: "olivia@shop.test", name: "Olivia", role: "owner", password: "a-long-enough-password" }, system);
    owner = { actor: { id, email: "olivia@shop.test" }, context: CONTEXT };
  });
  afterAll(async () => dispose?.());

  it("creating a user records who created whom, with name and role, never the password", async () => {
    await createUser(db.store, { email: "nora@shop.test", name: "Nora", role: "cashier", password: "a-long-enough-password" }, owner);
    const events = await eventsOf("nora@shop.test");
    expect(events).toEqual([{ actor_id: owner.actor.id, actor_email: "olivia@shop.test", action: "user.created", target: "nora@shop.test", ip: "192.0.2.10", details: { name: "Nora", role: "cashier" } }]);
    expect(JSON.stringify(await db.query("SELECT * FROM dashboard_audit_event"))).not.toContain("a-long-enough-password");
  });

  it("a role change and disabling/enabling each record from and to, in the transaction of the change", async () => {
    const { id } = await createUser(db.store, { email: "rita@shop.test", name: "Rita", role: "cashier", password: "a-long-enough-password" }, owner);
    await changeUser(db.store, owner, { id, role: "support" });
    await changeUser(db.store, owner, { id, disabled: true });
    await changeUser(db.store, owner, { id, disabled: false, role: "owner" });
    const events = await eventsOf("rita@shop.test");
    expect(events.map((e) => [e.action, e.details])).toEqual([
      ["user.created", { name: "Rita", role: "cashier" }],
      ["user.role_changed", { role: { from: "cashier", to: "support" } }],
      ["user.disabled", { disabled: { from: false, to: true } }],
      ["user.role_changed", { role: { from: "support", to: "owner" } }],
      ["user.enabled", { disabled: { from: true, to: false } }],
    ]);
    expect(events.every((e) => e.actor_email === "olivia@shop.test" && e.ip === "192.0.2.10")).toBe(true);
  });

  it("asking for what already is changes and records nothing", async () => {
    const { id } = await createUser(db.store, { email: "sam@shop.test", name: "Sam", role: "support", password: "a-long-enough-password" }, owner);
    await changeUser(db.store, owner, { id, role: "support", disabled: false });
    expect((await eventsOf("sam@shop.test")).map((e) => e.action)).toEqual(["user.created"]);
  });

  it("a refused change (one's own role, disabling oneself, the last active owner) says why and records nothing", async () => {
    const solo = await openFreshDatabase(kind, inject("postgresUrl"));
    try {
      const system: AuditBy = { actor: { id: null, email: null }, context: { ip: null, userAgent: null } };
      const { id } = await createUser(solo.db.store, { email: "only@shop.test", name: "Only", role: "owner", password: "a-long-enough-password" }, system);
      const self: AuditBy = { actor: { id, email: "only@shop.test" }, context: CONTEXT };
      const because = (message: string) => ({ code: "invalid_request", data: { errors: [{ field: "(body)", message }] } });
      await expect(changeUser(solo.db.store, self, { id, role: "cashier" })).rejects.toMatchObject(because("settings.refused.ownRole"));
      await expect(changeUser(solo.db.store, self, { id, disabled: true })).rejects.toMatchObject(because("settings.refused.disableSelf"));
      // Another owner's hand is refused too while this one is the last active owner.
      const { id: helper } = await createUser(solo.db.store, { email: "helper@shop.test", name: "Helper", role: "cashier", password: "a-long-enough-password" }, self);
      const other: AuditBy = { actor: { id: helper, email: "helper@shop.test" }, context: CONTEXT };
      await expect(changeUser(solo.db.store, other, { id, role: "support" })).rejects.toMatchObject(because("settings.refused.lastOwner"));
      await expect(changeUser(solo.db.store, other, { id, disabled: true })).rejects.toMatchObject(because("settings.refused.lastOwner"));
      const rows = await solo.db.query<{ action: string }>("SELECT action FROM dashboard_audit_event ORDER BY id");
      expect(rows.map((row) => row.action)).toEqual(["user.created", "user.created"]);
      expect(await solo.db.query("SELECT role, disabled_at FROM dashboard_user WHERE id = $1", [id])).toEqual([{ role: "owner", disabled_at: null }]);
    } finally {
      await solo.dispose();
    }
  });
});
