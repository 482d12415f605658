import "server-only";
import type { NextAuthOptions } from "next-auth";
import { getServerSession } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { redirect } from "next/navigation";
import { cache } from "react";
import { contextOf } from "./request-context";
import { getStore } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { z } from "zod";
import { signIn } from "@/lib/dashboard/auth/sign-in";
import { getActiveUser, type ActiveUser } from "@/lib/dashboard/users/get-active-user";
import { can, type Permission } from "@/lib/dashboard/users/roles";

let options: NextAuthOptions | undefined;

/** What the sign-in form posts (lengths capped: a megabyte "password" is refused before scrypt sees it). */
const credentialsSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
  code: z.string().trim().max(64).optional(),
});

/**
 * next-auth 4: email + password (scrypt), then a TOTP or recovery code for users with two-factor
 * on, throttled per account and client address (lib/dashboard/auth/sign-in.ts); JWT sessions of 12
 * hours carrying the user's session version. Built on first use, not at import.
 *
 * A refused attempt throws `<reason>` or `<reason>:<seconds>` (locked, wait): next-auth hands the
 * message to the sign-in form as its `error`, which words it for people.
 *
 * Origin: with NEXTAUTH_URL unset (the default), next-auth takes each request's own origin from
 * `X-Forwarded-Proto` and `X-Forwarded-Host` (its AUTH_TRUST_HOST switch), which the server has
 * already set from the connection or a trusted proxy (lib/http/forwarded.ts): sign-in and
 * sign-out keep the browser on the host, port and scheme it came from, and cookies are Secure
 * (`__Secure-` names) exactly when that is HTTPS. NEXTAUTH_URL, when set, pins one origin.
 */
export function authOptions(): NextAuthOptions {
  if (!process.env.NEXTAUTH_URL) process.env.AUTH_TRUST_HOST = "true";
  options ??= {
    secret: merchantConfig().authSecret,
    session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" }, code: { label: "Code", type: "text" } },
        async authorize(credentials, request) {
          const input = credentialsSchema.safeParse({ ...credentials, code: credentials?.code || undefined });
          if (!input.success) throw new Error("invalid");
          // The client address, as the server normalized it from the connection or a trusted proxy, and the browser.
          const context = contextOf((name) => request.headers?.[name] as string | undefined);
          const result = await signIn(await getStore(), { ...input.data, context }, merchantConfig());
          if (!result.ok) throw new Error(result.retryAfterSeconds ? `${result.reason}:${result.retryAfterSeconds}` : result.reason);
          const { user } = result;
          return { id: user.id, email: user.email, name: user.name, role: user.role, sessionVersion: user.sessionVersion };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.role = user.role;
          token.sv = user.sessionVersion;
        }
        return token;
      },
      session({ session, token }) {
        session.user = { id: token.uid ?? "", email: token.email ?? "", name: token.name ?? "", role: token.role ?? "", sv: token.sv ?? 0 };
        return session;
      },
    },
  };
  return options;
}

/**
 * The signed-in user, re-read from the database on every request, or null: disabled, or a session
 * from before a role change or "sign out everywhere" (its session version is behind the user's).
 * Read once per request (React's `cache`): the layout, the page and the language all ask.
 */
export const currentUser = cache(async (): Promise<ActiveUser | null> => {
  const session = await getServerSession(authOptions());
  if (!session?.user?.id) return null;
  return getActiveUser(await getStore(), session.user.id, session.user.sv ?? 0);
});

/** For pages that every signed-in user may open even before setting up a required second factor (their account). */
export async function requireSignedIn(): Promise<ActiveUser> {
  const user = await currentUser();
  if (!user) redirect("/login");
  return user;
}

/**
 * For pages: the user, or a redirect to /login (signed out), to /account (owners require two-factor
 * and this user has not set it up) or /forbidden (role lacks the permission).
 */
export async function requirePermission(permission: Permission): Promise<ActiveUser> {
  const user = await requireSignedIn();
  if (user.mustEnrolTwoFactor) redirect("/account?setup=required");
  if (!can(user.role, permission)) redirect(`/forbidden?need=${permission}`);
  return user;
}

export type AuthorizeError = "unauthenticated" | "forbidden" | "two_factor_setup";

/** For server actions and route handlers: the user if allowed, else why not ("account" = any signed-in user, enrolment included). */
export async function authorize(permission: Permission | "account"): Promise<{ user: ActiveUser; error?: never } | { user?: never; error: AuthorizeError }> {
  const user = await currentUser();
  if (!user) return { error: "unauthenticated" };
  if (permission === "account") return { user };
  if (user.mustEnrolTwoFactor) return { error: "two_factor_setup" };
  if (!can(user.role, permission)) return { error: "forbidden" };
  return { user };
}
