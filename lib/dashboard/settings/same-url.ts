/**
 * A URL as two parties may write the same address differently: scheme and host in any case (the
 * URL parser lowers them), the default port spelled out or not (`:443` on https, `:80` on http),
 * a trailing slash or none, an empty query or fragment. Null when it is not an http(s) URL.
 */
function normalized(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    const path = parsed.pathname.replace(/\/+$/, "") || "/";
    return `${parsed.protocol}//${parsed.username}${parsed.password ? `:${parsed.password}` : ""}${parsed.username ? "@" : ""}${parsed.host}${path}${parsed.search === "?" ? "" : parsed.search}`;
  } catch {
    return null;
  }
}

/**
 * Whether two webhook URLs point to the same place (the payment service's endpoint and this
 * dashboard's receiver): equal once normalized. A URL that cannot be read is never the same.
 */
export function sameUrl(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const [left, right] = [normalized(a), normalized(b)];
  return left !== null && left === right;
}
