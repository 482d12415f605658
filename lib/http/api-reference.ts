import { LOCALE_NAMES, LOCALES, type Locale } from "../i18n/locales";
import type { Messages } from "../i18n/messages";
import { pageContentSecurityPolicy } from "./security-headers";

/**
 * The service API's interactive reference: Redoc (its standalone bundle, served by the app from
 * node_modules: lib/http/redoc-bundle.ts) rendering the OpenAPI document the service serves, in a
 * page of the app's own (app/docs/api/route.ts) under the app's CSP. docs/api-reference.md tells
 * what it relaxes and why.
 */
export const API_REFERENCE_PATH = "/docs/api";
export const REDOC_SCRIPT_PATH = `${API_REFERENCE_PATH}/redoc.standalone.js`;
/** Origin-relative: the document of whatever host (or proxy) served the page. */
export const OPENAPI_DOCUMENT_PATH = "/api/openapi.json";

/**
 * The one style element Redoc's bundle inserts without a nonce: perfect-scrollbar's stylesheet,
 * added as the script loads, before `Redoc.init` hands the bundle the nonce it puts on every other
 * style (styled-components'). The browser checks it twice, inserted empty and then with its text
 * (redoc 2.5.4; package.json pins the version, and a new bundle's hash shows in the browser suite's
 * violation report).
 */
export const REDOC_STYLE_HASHES = [
  "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=", // the empty element
  "QMIg+bpjm3JdElJ388KYke01izlUW0UoNOeKjpMxdgc=", // perfect-scrollbar's CSS with its source map comment
] as const;

export function isApiReferencePage(pathname: string): boolean {
  return pathname === API_REFERENCE_PATH;
}

/** The pages' policy, plus the hashes of Redoc's one unnonced style element: no other relaxation. */
export function apiReferenceContentSecurityPolicy({ nonce, dev }: { nonce: string; dev: boolean }): string {
  return pageContentSecurityPolicy({ nonce, dev, styleHashes: REDOC_STYLE_HASHES });
}

export type ApiReferenceText = Messages["apiReference"];

const SANS = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';
const INDIGO = "#4338ca";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
/** JSON inside a script element: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

const STYLES = `
body { margin: 0; font-family: ${SANS}; color: #0f172a; background: #fff; }
#caja-bar { position: sticky; top: 0; z-index: 20; display: flex; flex-wrap: wrap; align-items: center; gap: 4px 16px; min-height: 48px; padding: 0 16px; background: #fff; border-bottom: 1px solid #e2e8f0; font-size: 14px; }
#caja-bar a { color: ${INDIGO}; text-decoration: none; border-radius: 6px; padding: 6px 8px; }
#caja-bar a:hover, #caja-bar a:focus-visible { background: #eef2ff; }
#caja-bar a[aria-current] { color: #0f172a; font-weight: 600; }
#caja-bar .title { font-weight: 600; margin-right: auto; }
#caja-bar nav { display: flex; gap: 4px; }
.loading { padding: 24px 40px; color: #475569; }
`;

/**
 * The reference page: a bar with the way back to the dashboard, the language choice and the
 * document itself; Redoc in the rest, with the labels it lets a page translate in the reader's
 * language. Every script and style element carries the response's nonce.
 */
export function renderApiReferencePage({ nonce, locale, text, common, scriptVersion }: { nonce: string; locale: Locale; text: ApiReferenceText; common: Pick<Messages["common"], "appName" | "language">; scriptVersion: string }): string {
  const options = {
    nonce,
    labels: text.redoc,
    // the bar stays on top: Redoc scrolls its menu and anchors below it
    scrollYOffset: "#caja-bar",
    // Redoc's own "Loading…" is English; the page's says it in the reader's language until Redoc renders
    hideLoading: true,
    requiredPropsFirst: true,
    expandResponses: "200",
    theme: {
      colors: { primary: { main: INDIGO } },
      typography: { fontFamily: SANS, headings: { fontFamily: SANS }, code: { fontFamily: MONO } },
    },
  };
  const languages = LOCALES.map(
    (code) => `<a href="?lang=${code}" hreflang="${code}" lang="${code}"${code === locale ? ' aria-current="page"' : ""}>${escapeHtml(LOCALE_NAMES[code])}</a>`,
  ).join("");
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(text.title)} · ${e(common.appName)}</title>
<style nonce="${nonce}">${STYLES}</style>
</head>
<body>
<header id="caja-bar">
<a href="/">${e(text.home)}</a>
<span class="title">${e(text.title)}</span>
<nav aria-label="${e(common.language)}">${languages}</nav>
<a href="${OPENAPI_DOCUMENT_PATH}" type="application/json">${e(text.document)}</a>
</header>
<main>
<!-- The document is written in English: Redoc's part of the page says so to screen readers and translators. -->
<div id="redoc" lang="en"><p class="loading" role="status" lang="${locale}">${e(text.loading)}</p></div>
<noscript><p class="loading">${e(text.noscript)} <a href="${OPENAPI_DOCUMENT_PATH}">${OPENAPI_DOCUMENT_PATH}</a></p></noscript>
</main>
<script nonce="${nonce}" src="${REDOC_SCRIPT_PATH}?v=${encodeURIComponent(scriptVersion)}"></script>
<script nonce="${nonce}">Redoc.init(${scriptJson(OPENAPI_DOCUMENT_PATH)}, ${scriptJson(options)}, document.getElementById("redoc"));</script>
</body>
</html>
`;
}
