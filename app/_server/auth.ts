import "server-only";
import type { NextAuthOptions } from "next-auth";
import { getServerSession } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { authenticateUser, type SessionUser } from "@/lib/dashboard/users/authenticate-user";
import { getActiveUser } from "@/lib/dashboard/users/get-active-user";
import { can, type Permission } from "@/lib/dashboard/users/roles";

let options: NextAuthOptions | undefined;

/**
 * next-auth 4: email + password (scrypt), JWT sessions of 12 hours. Built on first use, not at import.
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
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials) {
          if (!credentials?.email || !credentials.password) return null;
          const user = await authenticateUser((await getDb()).prisma, credentials.email, credentials.password);
          return user ? { id: user.id, email: user.email, name: user.name, role: user.role } : null;
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.role = user.role;
        }
        return token;
      },
      session({ session, token }) {
        session.user = { id: token.uid ?? "", email: token.email ?? "", name: token.name ?? "", role: token.role ?? "" };
        return session;
      },
    },
  };
  return options;
}

/** The signed-in user, re-read from the database (role changes and disabling apply at once), or null. */
export async function currentUser(): Promise<SessionUser | null> {
  const session = await getServerSession(authOptions());
  if (!session?.user?.id) return null;
  return getActiveUser((await getDb()).prisma, session.user.id);
}

/** For pages: the user, or a redirect to /login (signed out) or /forbidden (role lacks the permission). */
export async function requirePermission(permission: Permission): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect("/login");
  if (!can(user.role, permission)) redirect(`/forbidden?need=${permission}`);
  return user;
}

/** For server actions and route handlers: the user if allowed, else why not. */
export async function authorize(permission: Permission): Promise<{ user: SessionUser; error?: never } | { user?: never; error: "unauthenticated" | "forbidden" }> {
  const user = await currentUser();
  if (!user) return { error: "unauthenticated" };
  if (!can(user.role, permission)) return { error: "forbidden" };
  return { user };
}
