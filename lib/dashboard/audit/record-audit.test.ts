import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { AUDIT_ACTIONS } from "./audit-actions";
import { recordAudit, type AuditBy } from "./record-audit";

const BY: AuditBy = { actor: { id: "usr_0000000000000001", email: "Olivia@Shop.test" }, context: { ip: "::ffff:203.0.113.7", userAgent: "Mozilla/5.0 (X11) Chrome/140" } };

type Row = { id: string; actor_id: string | null; actor_email: string | null; action: string; target: string | null; ip: string | null; user_agent: string | null; details: Record<string, unknown> };

describe.each(DATABASE_KINDS)("recordAudit on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let n = 0;
  /** A target no other test uses, to find the row written. */
  const unique = () => `target-${kind}-${++n}`;
  const rowOf = async (target: string) => (await db.query<Row>("SELECT id::text, actor_id, actor_email, action, target, ip, user_agent, details FROM dashboard_audit_event WHERE target = $1", [target]))[0]!;

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
  });
  afterAll(async () => dispose?.());

  it("stores who, what, on what, from where and what changed", async () => {
    const target = unique();
    await recordAudit(db.store, { ...BY, action: "user.role_changed", target, details: { role: { from: "cashier", to: "support" } } });
    expect(await rowOf(target)).toMatchObject({
      actor_id: "usr_0000000000000001",
      actor_email: "olivia@shop.test",
      action: "user.role_changed",
      ip: "203.0.113.7", // an IPv4-mapped IPv6 peer as the IPv4 address it is
      user_agent: "Mozilla/5.0 (X11) Chrome/140",
      details: { role: { from: "cashier", to: "support" } },
    });
  });

  it("a failed sign-in of an unknown email has no actor id; what was typed is kept only if it is an email", async () => {
    const [typed, password] = [unique(), unique()];
    await recordAudit(db.store, { actor: { id: null, email: "nobody@shop.test" }, context: BY.context, action: "sign_in.failed", target: typed });
    await recordAudit(db.store, { actor: { id: null, email: "Hunter2 correct horse" }, context: BY.context, action: "sign_in.failed", target: password });
    expect(await rowOf(typed)).toMatchObject({ actor_id: null, actor_email: "nobody@shop.test", details: {} });
    expect(await rowOf(password)).toMatchObject({ actor_id: null, actor_email: null });
  });

  it("refuses to store secrets: secret-named keys are dropped, secret-looking values redacted, at any depth", async () => {
    const target = unique();
    await recordAudit(db.store, {
      ...BY,
      action: "webhook_secret.rotated",
      target,
      details: {
        overlapHours: 24,
        secret: "whsec_c2VjcmV0",
        newPassword: "a-long-enough-password",
        apiKey: "sk_live_1234567890",
        token: "abc",
        recoveryCode: "1234-5678",
        seed: "JBSWY3DPEHPK3PXP",
        key: "k",
        nested: { signingSecret: "x", note: "the key is whsec_AAAA", admin: "adm_xxxxxxxxxxxx", list: ["ok", "sk_sandbox_0123"] },
        pan: "4111111111111111",
        text: "card 4111111111111111 used",
        task_runner: "desk_sk_ is fine", // "sk_" inside a word is not a key prefix
      },
    });
    const row = await rowOf(target);
    expect(row.details).toEqual({
      overlapHours: 24,
      nested: { note: "[redacted]", admin: "[redacted]", list: ["ok", "[redacted]"] },
      text: "[redacted]",
      task_runner: "desk_sk_ is fine",
    });
    expect(JSON.stringify(row)).not.toMatch(/whsec_|sk_live|sk_sandbox|adm_|4111111111111111|JBSWY3DP|a-long-enough/);
  });

  it("a target that looks like a secret is redacted too", async () => {
    await recordAudit(db.store, { ...BY, action: "webhook.redelivered", target: "whsec_c2VjcmV0" });
    const rows = await db.query<{ target: string }>("SELECT target FROM dashboard_audit_event WHERE action = 'webhook.redelivered'");
    expect(rows.map((row) => row.target)).toEqual(["[redacted]"]);
  });

  it("trims the User-Agent to 256 characters and drops an address that is not one", async () => {
    const target = unique();
    await recordAudit(db.store, { ...BY, context: { ip: "not-an-ip", userAgent: `Agent/${"é".repeat(400)}` }, action: "sign_in.succeeded", target });
    const row = await rowOf(target);
    expect(row.ip).toBeNull();
    expect(Array.from(row.user_agent!)).toHaveLength(256);
  });

  it("writes in the caller's transaction: rolled back with the change it records", async () => {
    const target = unique();
    await expect(
      db.store.transaction(async (tx) => {
        await recordAudit(tx, { ...BY, action: "user.created", target });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rowOf(target)).toBeUndefined();
  });

  it("is append-only: the table refuses UPDATE, DELETE and TRUNCATE", async () => {
    const target = unique();
    await recordAudit(db.store, { ...BY, action: "user.created", target });
    for (const sql of [
      "UPDATE dashboard_audit_event SET actor_email = 'someone@else.test' WHERE target = $1",
      "DELETE FROM dashboard_audit_event WHERE target = $1",
    ]) {
      await expect(db.query(sql, [target]), sql).rejects.toMatchObject({ message: expect.stringContaining("append-only") });
    }
    await expect(db.query("TRUNCATE dashboard_audit_event")).rejects.toMatchObject({ message: expect.stringContaining("append-only") });
    expect(await rowOf(target)).toMatchObject({ actor_email: "olivia@shop.test" });
  });

  it("the CHECK on action lists exactly AUDIT_ACTIONS; other constraints hold", async () => {
    const [check] = await db.query<{ definition: string }>(
      "SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'dashboard_audit_event_action_check'",
    );
    const listed = [...check!.definition.matchAll(/'([^']*)'::text/g)].map((m) => m[1]!);
    expect([...listed].sort()).toEqual([...AUDIT_ACTIONS].sort());
    await expect(db.query("INSERT INTO dashboard_audit_event (action) VALUES ('user.deleted')")).rejects.toMatchObject({ code: "23514" });
    await expect(db.query(`INSERT INTO dashboard_audit_event (action, user_agent) VALUES ('user.created', repeat('x', 257))`)).rejects.toMatchObject({ code: "23514" });
    await expect(db.query(`INSERT INTO dashboard_audit_event (action, details) VALUES ('user.created', '[]')`)).rejects.toMatchObject({ code: "23514" });
  });
});
