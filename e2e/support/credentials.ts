import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";

/** One sign-in through next-auth's credentials endpoint, as a script (or an attacker) would send it. */
export type SignInAnswer = { ok: boolean; error: string | null; status: number };

export async function postCredentials(context: APIRequestContext, fields: { email: string; password: string; code?: string }): Promise<SignInAnswer> {
  const { csrfToken } = (await (await context.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await context.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: fields.email, password: fields.password, code: fields.code ?? "", json: "true" },
    maxRedirects: 0,
  });
  const { url } = (await response.json()) as { url: string };
  // next-auth answers a CSRF mismatch with its sign-in page, not an error: a broken test, not a refusal
  if (new URL(url).searchParams.has("csrf")) throw new Error("CSRF token refused: one cookie jar per concurrent sign-in");
  const error = new URL(url).searchParams.get("error");
  const signedIn = (await context.storageState()).cookies.some((c) => c.name.endsWith("next-auth.session-token"));
  return { ok: response.status() === 200 && !error && signedIn, error, status: response.status() };
}

/** A fresh cookie jar at `baseURL` (a browser of its own, or one attacker's client). */
export const newClient = (baseURL: string) => playwrightRequest.newContext({ baseURL });
