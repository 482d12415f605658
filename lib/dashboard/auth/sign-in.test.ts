import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { TOTP } from "otpauth";
import type { Database } from "../../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { confirmTwoFactorEnrolment } from "../two-factor/confirm-two-factor-enrolment";
import { startTwoFactorEnrolment } from "../two-factor/start-two-factor-enrolment";
import { changeUser } from "../users/change-user";
import { createUser } from "../users/create-user";
import { endUserSessions } from "../users/end-user-sessions";
import { getActiveUser } from "../users/get-active-user";
import { purgeSignInThrottle } from "./purge-sign-in-throttle";
import { signIn, type SignInResult } from "./sign-in";
import type { SignInPolicy } from "./sign-in-policy";

const masterKey = Buffer.alloc(32, 9);
const SYSTEM = { actor: { id: null, email: null }, context: { ip: null, userAgent: null } };
const byUser = (id: string) => ({ actor: { id, email: null }, context: { ip: "203.0.113.1", userAgent: "vitest" } });
const POLICY: SignInPolicy = { maxFailures: 10, ipMaxFailures: 100, lockSeconds: 900, backoffMs: 1000 };
const PASSWORD = "correct horse battery";
let counter = 0;
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${counter++}@caja.test`;
const secretOf = (code: string) => code.replace(/-/g, "");
const address = () => `198.51.100.${counter++ % 250}`;

describe.each(DATABASE_KINDS)("sign-in on $kind", ({ kind }) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose: cleanup } = await openFreshDatabase(kind, inject("postgresUrl")));
  });
  afterAll(async () => {
    await cleanup?.();
  });

  const config = (policy: Partial<SignInPolicy> = {}) => ({ masterKey, signIn: { ...POLICY, ...policy } });
  async function newUser(role: "owner" | "cashier" | "support" = "cashier") {
    const email = unique(role);
    await createUser(db.store, { email, name: "Test", role, password: PASSWORD }, SYSTEM);
    const user = await db.prisma.dashboardUser.findUniqueOrThrow({ where: { email } });
    return { email, id: user.id };
  }
  const attempt = (email: string, password: string, ip: string, extra: { code?: string; policy?: Partial<SignInPolicy> } = {}) =>
    signIn(db.store, { email, password, context: { ip, userAgent: "vitest" }, code: extra.code }, config(extra.policy));

  /** An attempt made as soon as the backoff allows (as a patient attacker or a person would). */
  async function patiently(email: string, password: string, ip: string, extra: { code?: string; policy?: Partial<SignInPolicy> } = {}) {
    let result: SignInResult | undefined;
    await expect.poll(async () => {
      result = await attempt(email, password, ip, extra);
      return !result.ok && result.reason === "wait";
    }, { timeout: 10_000, interval: 20 }).toBe(false);
    return result!;
  }

  it("three failures cost nothing, the fourth attempt must wait, and a success resets the account's count", async () => {
    const { email } = await newUser();
    const ip = address();
    for (let i = 0; i < 3; i++) expect(await attempt(email, `wrong-${i}`, ip)).toEqual({ ok: false, reason: "invalid" });
    // Straight after the third failure: refused unchecked, even with the right password.
    expect(await attempt(email, PASSWORD, ip)).toMatchObject({ ok: false, reason: "wait", retryAfterSeconds: expect.any(Number) });
    // Refused early attempts are not counted.
    expect(await attempt(email, PASSWORD, ip)).toMatchObject({ ok: false, reason: "wait" });
    const again = await db.prisma.signInThrottle.findUniqueOrThrow({ where: { key: `account:${email}` } });
    expect(again.failures).toBe(3);
    // Once the wait is over (a short one here) the right password gets through, and the count starts again.
    expect(await patiently(email, PASSWORD, ip, { policy: { backoffMs: 20 } })).toMatchObject({ ok: true, user: { email } });
    expect(await db.prisma.signInThrottle.findUnique({ where: { key: `account:${email}` } })).toBeNull();
    expect(await attempt(email, "wrong-again", ip)).toEqual({ ok: false, reason: "invalid" });
  });

  it("a burst of 40 parallel wrong guesses gets at most 3 passwords checked, and the right one is then refused", async () => {
    const { email } = await newUser();
    const ip = address();
    const policy = { backoffMs: 30_000 }; // no wait runs out during the test, however slow the machine
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(email, `guess-${i}`, ip, { policy })));
    expect(results.filter((r) => !r.ok && r.reason === "invalid")).toHaveLength(3);
    expect(results.filter((r) => !r.ok && r.reason === "wait")).toHaveLength(37);
    expect(await attempt(email, PASSWORD, ip, { policy })).toMatchObject({ ok: false, reason: "wait", retryAfterSeconds: expect.any(Number) });
    expect(await attempt(email, PASSWORD, address(), { policy })).toMatchObject({ ok: false, reason: "wait" });
  });

  it("a patient attacker who waits every backoff out is locked after maxFailures and the right password stays refused until the lock ends", async () => {
    const { email } = await newUser();
    const ip = address();
    const policy = { backoffMs: 5, lockSeconds: 2, maxFailures: 6 };
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await patiently(email, `guess-${i}`, ip, { policy });
      outcomes.push(r.ok ? "signed in" : r.reason);
    }
    expect(outcomes).toEqual(["invalid", "invalid", "invalid", "invalid", "invalid", "invalid"]);
    expect(await attempt(email, PASSWORD, ip, { policy })).toMatchObject({ ok: false, reason: "locked" });
    // The trail: six checked failures and one lock, from where; the refusals around them are not rows of their own.
    const trail = await db.prisma.dashboardAuditEvent.findMany({ where: { actorEmail: email }, orderBy: { id: "asc" } });
    expect(trail.map((e) => e.action)).toEqual([...Array(6).fill("sign_in.failed"), "sign_in.locked"]);
    expect(trail[6]).toMatchObject({ ip, details: { locked: ["account"] } });
    // The lock runs out: the right password works, and resets the count.
    await expect.poll(async () => (await attempt(email, PASSWORD, ip, { policy })).ok, { timeout: 6000, interval: 250 }).toBe(true);
  });

  it("one client address guessing at many accounts is locked at ipMaxFailures, other addresses are not", async () => {
    const ip = address();
    const policy = { ipMaxFailures: 5, backoffMs: 5 };
    const users = await Promise.all([newUser(), newUser(), newUser()]);
    const results: SignInResult[] = [];
    for (let i = 0; i < 6; i++) results.push(await patiently(users[i % 3]!.email, "wrong", ip, { policy }));
    expect(results.slice(0, 5).every((r) => !r.ok && r.reason === "invalid")).toBe(true);
    expect(results[5]).toMatchObject({ ok: false, reason: "locked" });
    expect(await attempt(users[0]!.email, PASSWORD, ip, { policy })).toMatchObject({ ok: false, reason: "locked" });
    expect(await attempt(users[0]!.email, PASSWORD, address(), { policy })).toMatchObject({ ok: true });
  });

  it("with two-factor on: the password alone asks for a code, a wrong code counts, a code works once, a recovery code works once", async () => {
    const { email, id } = await newUser("owner");
    const { secret } = await startTwoFactorEnrolment(db.store, masterKey, id);
    const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" });
    // A step already used by enrolment cannot sign in: enrol with the previous step's code.
    const { recoveryCodes } = await confirmTwoFactorEnrolment(db.store, masterKey, id, totp.generate({ timestamp: Date.now() - 30_000 }), byUser(id));
    expect(recoveryCodes).toHaveLength(10);
    const stored = await db.prisma.dashboardUser.findUniqueOrThrow({ where: { id } });
    expect(stored.totpSecretEnc).toMatch(/^v1\./);
    expect(stored.totpSecretEnc).not.toContain(secret);
    expect(JSON.stringify(await db.prisma.dashboardRecoveryCode.findMany({ where: { userId: id } }))).not.toContain(recoveryCodes[0]!.replace(/-/g, ""));

    const ip = address();
    expect(await attempt(email, PASSWORD, ip)).toMatchObject({ ok: false, reason: "two_factor_required" });
    expect(await attempt(email, PASSWORD, ip, { code: "000000" === totp.generate() ? "111111" : "000000" })).toMatchObject({ ok: false, reason: "two_factor_invalid" });
    const code = totp.generate();
    expect(await attempt(email, PASSWORD, address(), { code })).toMatchObject({ ok: true, secondFactor: "totp" });
    expect(await attempt(email, PASSWORD, address(), { code })).toMatchObject({ ok: false, reason: "two_factor_invalid" });
    expect(await attempt(email, "wrong", address(), { code: totp.generate() })).toMatchObject({ ok: false, reason: "invalid" });

    const recovery = recoveryCodes[3]!;
    expect(await attempt(email, PASSWORD, address(), { code: recovery.toUpperCase() })).toMatchObject({ ok: true, secondFactor: "recovery_code" });
    expect(await attempt(email, PASSWORD, address(), { code: recovery })).toMatchObject({ ok: false, reason: "two_factor_invalid" });
    const actions = (await db.prisma.dashboardAuditEvent.findMany({ where: { actorId: id }, orderBy: { id: "asc" } })).map((e) => e.action);
    expect(actions).toEqual([
      "two_factor.enabled",
      "sign_in.failed", // wrong code
      "sign_in.succeeded",
      "sign_in.failed", // the same code again
      "two_factor.recovery_code_used",
      "sign_in.succeeded",
      "sign_in.failed", // the same recovery code again
    ]);
    // and nothing secret in it
    const dump = JSON.stringify(await db.prisma.dashboardAuditEvent.findMany({ where: { actorId: id } }), (_k, v: unknown) => (typeof v === "bigint" ? String(v) : v));
    for (const secret of [PASSWORD, recovery, code, secretOf(recovery)]) expect(dump).not.toContain(secret);
  });

  it("a role change, disabling and sign-out-everywhere end the sessions signed in before them", async () => {
    const owner = await newUser("owner");
    const { id } = await newUser("cashier");
    const signedIn = await attempt((await db.prisma.dashboardUser.findUniqueOrThrow({ where: { id } })).email, PASSWORD, address());
    if (!signedIn.ok) throw new Error("sign-in failed");
    const version = signedIn.user.sessionVersion;
    expect(await getActiveUser(db.store, id, version)).toMatchObject({ id, role: "cashier" });

    await changeUser(db.store, byUser(owner.id), { id, role: "support" });
    expect(await getActiveUser(db.store, id, version)).toBeNull();
    expect(await getActiveUser(db.store, id, version + 1)).toMatchObject({ role: "support" });

    await endUserSessions(db.store, id, byUser(id));
    expect(await getActiveUser(db.store, id, version + 1)).toBeNull();

    await changeUser(db.store, byUser(owner.id), { id, disabled: true });
    expect(await getActiveUser(db.store, id, version + 2)).toBeNull();
    expect(await getActiveUser(db.store, id, version + 3)).toBeNull();
    // Saving an unchanged role does not end anyone's session.
    await changeUser(db.store, byUser(owner.id), { id: owner.id, role: "owner" });
    expect(await getActiveUser(db.store, owner.id, 0)).toMatchObject({ role: "owner" });
  });

  it("counters that no longer count are purged: a failure older than the window, a lock that has run out; not a live lock", async () => {
    const { email } = await newUser();
    const ip = address();
    expect(await attempt(email, "wrong", ip)).toMatchObject({ reason: "invalid" });
    const keys = [`account:${email}`, `ip:${ip}`];
    await purgeSignInThrottle(db.store);
    expect(await db.prisma.signInThrottle.count({ where: { key: { in: keys } } })).toBe(2); // within the hour
    const later = new Date(Date.now() + 2 * 3600_000);
    await db.prisma.signInThrottle.update({ where: { key: keys[0]! }, data: { lockedUntil: new Date(later.getTime() + 60_000) } });
    expect(await purgeSignInThrottle(db.store, later)).toBeGreaterThanOrEqual(1);
    expect((await db.prisma.signInThrottle.findMany({ where: { key: { in: keys } } })).map((r) => r.key)).toEqual([keys[0]]);
  });
});
