/** A URL as the audit trail keeps it: no user or password, no query string (either may carry a credential). */
export function auditUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}${parsed.search ? "?…" : ""}`;
  } catch {
    return "(not a URL)";
  }
}
