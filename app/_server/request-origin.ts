import "server-only";
import { headers } from "next/headers";

/** How the browser reached us: scheme and host from the forwarding headers the server has normalized (lib/http/forwarded.ts). */
export function originOf(get: (name: string) => string | null): string {
  if (process.env.NEXTAUTH_URL) return new URL(process.env.NEXTAUTH_URL).origin;
  const proto = get("x-forwarded-proto") === "https" ? "https" : "http";
  return `${proto}://${get("x-forwarded-host") ?? get("host") ?? "localhost"}`;
}

/** The origin of the request being rendered (server components and actions). */
export async function requestOrigin(): Promise<string> {
  const list = await headers();
  return originOf((name) => list.get(name));
}
