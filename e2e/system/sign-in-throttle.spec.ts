import { expect, test } from "@playwright/test";
import { startPostgres, type PostgresServer } from "../../scripts/lib/postgres-server";
import { appsForSpec, tempDataDir, type AppProcess } from "../support/app-process";
import { newClient, postCredentials, type SignInAnswer } from "../support/credentials";
import { SERVER_SECRETS_ENV } from "../support/secrets";
import { DEMO_PASSWORD, USERS } from "../support/session";

/**
 * A hostile client with a list of guessed passwords (the right one among them) never gets in
 * before the lock, whether it hammers or waits out every backoff; a person then sees why they
 * cannot sign in. Short waits here (SIGN_IN_BACKOFF_MS=40, 8 s locks) so a patient attacker's
 * whole run fits in a test; the defaults are 1 s doubling to 60 s, then 15 minutes.
 */
const THROTTLE = { SIGN_IN_BACKOFF_MS: "40", SIGN_IN_LOCK_SECONDS: "8", SIGN_IN_MAX_FAILURES: "10" };
const apps = appsForSpec({ ...SERVER_SECRETS_ENV, ...THROTTLE });
test.afterAll(() => apps.stopAll());

/** 30 guesses; the right password is number 12 (after the 10 that lock) and 30. */
const GUESSES = Array.from({ length: 30 }, (_, i) => (i === 11 || i === 29 ? DEMO_PASSWORD : `Caja2026!${i}`));

/** Sends every guess in order, each as soon as the answer before allows (`wait:<s>` is honoured, as a patient attacker would). */
async function patientAttack(urls: string[], email: string): Promise<SignInAnswer[]> {
  const clients = await Promise.all(urls.map((url) => newClient(url)));
  const answers: SignInAnswer[] = [];
  try {
    for (const [i, password] of GUESSES.entries()) {
      let answer: SignInAnswer;
      do {
        answer = await postCredentials(clients[i % clients.length]!, { email, password });
        // honour the wait (40 ms doubling): poll again rather than sleep a guessed time
      } while (answer.error?.startsWith("wait:"));
      answers.push(answer);
      if (answer.ok) break;
    }
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
  }
  return answers;
}

function expectLockedBeforeTheRightPassword(answers: SignInAnswer[]) {
  expect(answers.filter((a) => a.ok)).toEqual([]);
  expect(answers.slice(0, 10).map((a) => a.error)).toEqual(Array(10).fill("invalid"));
  // from the 11th guess on (the right one among them) nothing is even checked
  for (const answer of answers.slice(10)) expect(answer.error).toMatch(/^locked:[1-8]$/);
  expect(answers).toHaveLength(30);
}

test.describe("sign-in throttling against a guessed password list", () => {
  test("embedded database: hammering and patient attackers are both locked out before the right password; the lock is explained, then ends", async ({ browser }) => {
    test.setTimeout(180_000);
    const app = await apps.start({ DATA_DIR: tempDataDir() });

    // 1. Hammering (on a server with a 60 s first wait, so the whole burst and the try after it land
    //    inside it however slow the machine: with 5 s, a CI machine took longer than that): 30
    //    wrong guesses at once, each from a client of its own. Three are checked, the rest refused
    //    unchecked, and the right password straight after is refused too.
    const strict = await apps.start({ DATA_DIR: tempDataDir(), SIGN_IN_BACKOFF_MS: "60000" });
    const clients = await Promise.all(GUESSES.map(() => newClient(strict.url)));
    const burst = await Promise.all(GUESSES.map((_, i) => postCredentials(clients[i]!, { email: USERS.support, password: `Caja2026!${i}` })));
    await Promise.all(clients.map((c) => c.dispose()));
    expect(burst.filter((a) => a.ok)).toEqual([]);
    expect(burst.filter((a) => a.error === "invalid")).toHaveLength(3);
    expect(burst.filter((a) => a.error?.startsWith("wait:"))).toHaveLength(27);
    const late = await newClient(strict.url);
    expect(await postCredentials(late, { email: USERS.support, password: DEMO_PASSWORD })).toMatchObject({ ok: false, error: expect.stringMatching(/^wait:([1-9]|[1-5]\d|60)$/) });
    await late.dispose();

    // 2. Patient: every backoff waited out; locked at the 10th failure, the right password refused after.
    const answers = await patientAttack([app.url], USERS.cashier);
    expectLockedBeforeTheRightPassword(answers);

    // 3. The cashier, at the login page during the lock, is told why and for how long.
    const page = await browser.newPage({ baseURL: app.url });
    await page.goto("/login");
    await page.getByLabel("Email").fill(USERS.cashier);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("#login-error")).toContainText(/Too many failed attempts: sign-in is locked for this account or network\. Try again in \d seconds?\./);

    // 4. The lock ends on its own; then the right password works at once (a cashier lands on the till).
    await expect
      .poll(
        async () => {
          if (!/\/checkout/.test(page.url())) {
            await page.getByRole("button", { name: "Sign in" }).click({ timeout: 2000 }).catch(() => {});
            await page.waitForURL(/\/checkout/, { timeout: 1000 }).catch(() => {});
          }
          return page.url();
        },
        { timeout: 20_000, intervals: [500] },
      )
      .toMatch(/\/checkout/);
    await page.close();
  });

  test("two instances on one PostgreSQL server count together: guesses spread across both are locked at 10", async () => {
    test.setTimeout(180_000);
    let postgres: PostgresServer | undefined;
    try {
      postgres = await startPostgres({ databases: ["caja_throttle"] });
      const env = { DATABASE_URL: postgres.url("caja_throttle"), DATA_DIR: tempDataDir(), CAJA_MODE: "sandbox" };
      const first: AppProcess = await apps.start(env);
      const second: AppProcess = await apps.start({ ...env, DATA_DIR: tempDataDir() });
      const answers = await patientAttack([first.url, second.url], USERS.owner);
      expectLockedBeforeTheRightPassword(answers);
    } finally {
      postgres?.stop();
    }
  });
});
