/**
 * The security headers of every answer of the server (scripts/server.ts sets them on the response
 * before the service API's router or Next.js sees the request) and the Content Security Policy of
 * the dashboard's pages (proxy.ts, with a nonce per request, replacing the deny-all default).
 *
 * - `X-Content-Type-Options: nosniff`: a browser takes every answer as the type it is labelled.
 * - `Referrer-Policy: same-origin`: URLs of the dashboard (intent ids, searches, callback URLs) are
 *   never sent to another site. Not `no-referrer`: with it Chromium sends `Origin: null` on
 *   same-origin form posts, and Next.js refuses server actions whose origin does not match.
 * - `X-Frame-Options: DENY` and CSP `frame-ancestors 'none'`: no page can be framed (clickjacking
 *   of the till or the settings); the first for browsers that do not know the second.
 * - `Strict-Transport-Security: max-age=63072000` (two years) only when the request reached us over
 *   HTTPS, as the connection or a trusted proxy says (lib/http/forwarded.ts): never over plain HTTP,
 *   where browsers ignore it anyway and a till on the shop's network may legitimately be. No
 *   `includeSubDomains`: the shop's other hosts under the same domain are not ours to decide.
 */

/** For answers that are not pages (JSON, files, redirects): nothing may load from them, nobody may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const HSTS = "max-age=63072000";

export function responseSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
    ...(https ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

/** 128 random bits, base64: a page's nonce, new for every request. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const SHA256 = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The pages' policy. Scripts: only those carrying this response's nonce (Next.js puts it on its own
 * scripts when it finds the policy on the request) and what they load (`'strict-dynamic'`); `'self'`
 * stays for browsers without `'strict-dynamic'`. Styles: the app's stylesheets and nonced style
 * elements; no inline `style` attribute in server-rendered HTML (React sets the few styles it needs
 * through the DOM, which CSP allows). Images may be data:/blob: URLs; fetches, the live updates'
 * EventSource and form posts stay on this origin; no plugins, no `<base>` elsewhere, no framing.
 * No `upgrade-insecure-requests`: a till may reach the dashboard over plain HTTP on the shop's network.
 * In development (`npm run dev`) React's dev tooling needs `'unsafe-eval'` and Next.js's overlay
 * inline styles; production never does. `styleHashes`: style elements a page's third-party script
 * inserts without the nonce, allowed by their SHA-256 each (the API reference's, lib/http/api-reference.ts).
 */
export function pageContentSecurityPolicy({ nonce, dev, styleHashes = [] }: { nonce: string; dev: boolean; styleHashes?: readonly string[] }): string {
  if (!BASE64.test(nonce)) throw new Error("a CSP nonce must be base64");
  for (const hash of styleHashes) if (!SHA256.test(hash)) throw new Error("a CSP style hash must be a base64 SHA-256 digest");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Next.js's development overlay injects style elements of its own, without the nonce (and a
    // nonce in the list would make browsers ignore 'unsafe-inline').
    dev ? "style-src 'self' 'unsafe-inline'" : [`style-src 'self' 'nonce-${nonce}'`, ...styleHashes.map((hash) => `'sha256-${hash}'`)].join(" "),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The nonce of the policy proxy.ts put on this request, for a route that writes its own HTML (the
 * API reference): Next.js reads it from the same header for the pages it renders.
 */
export function nonceOf(policy: string | null): string {
  const nonce = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(policy ?? "")?.[1];
  if (!nonce) throw new Error("the request carries no CSP nonce: proxy.ts sets one on every page");
  return nonce;
}
