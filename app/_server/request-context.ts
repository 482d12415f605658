import "server-only";
import { headers } from "next/headers";
import type { AuditContext } from "@/lib/dashboard/audit/record-audit";

/**
 * Where a request came from, for the audit trail: the client address from `X-Forwarded-For`, which
 * the server has already rewritten to the one client address (the peer, or what a trusted proxy
 * says: lib/http/forwarded.ts), and the browser's User-Agent (recordAudit trims it).
 */
export function contextOf(get: (name: string) => string | null | undefined): AuditContext {
  const ip = get("x-forwarded-for")?.split(",")[0]?.trim() || null;
  return { ip, userAgent: get("user-agent") || null };
}

/** The context of the request being handled (server components, server actions, route handlers). */
export async function requestContext(): Promise<AuditContext> {
  const list = await headers();
  return contextOf((name) => list.get(name));
}
