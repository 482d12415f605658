import { describe, expect, it } from "vitest";
import { messagesFor } from "../i18n/messages";
import { API_REFERENCE_PATH, apiReferenceContentSecurityPolicy, isApiReferencePage, renderApiReferencePage, REDOC_SCRIPT_PATH, REDOC_STYLE_HASHES } from "./api-reference";
import { pageContentSecurityPolicy } from "./security-headers";

const directives = (policy: string) => new Map(policy.split(";").map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
const NONCE = "bm9uY2Utb25lMTIzNDU2Nw==";

const page = (locale: "es-MX" | "en") => {
  const messages = messagesFor(locale);
  return renderApiReferencePage({ nonce: NONCE, locale, text: messages.apiReference, common: messages.common, scriptVersion: "0123abcd" });
};

/** The options the page hands Redoc.init, read back from its inline script. */
function redocOptions(html: string): { labels: Record<string, string>; nonce: string } & Record<string, unknown> {
  const call = /Redoc\.init\(("[^"]*"), (\{.*\}), document\.getElementById\("redoc"\)\);/.exec(html);
  expect(call, "one Redoc.init call").not.toBeNull();
  expect(JSON.parse(call![1]!)).toBe("/api/openapi.json");
  return JSON.parse(call![2]!);
}

describe("the API reference page", () => {
  it("has the pages' policy with only the hashes of Redoc's one unnonced style element added: scripts stay nonce-only, nothing inline, no workers or other origins", () => {
    const reference = directives(apiReferenceContentSecurityPolicy({ nonce: NONCE, dev: false }));
    const pages = directives(pageContentSecurityPolicy({ nonce: NONCE, dev: false }));
    expect(reference.get("script-src")).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"]);
    expect(reference.get("style-src")).toEqual(["'self'", `'nonce-${NONCE}'`, ...REDOC_STYLE_HASHES.map((hash) => `'sha256-${hash}'`)]);
    for (const name of ["script-src", "style-src"]) expect(reference.get(name)).not.toContain("'unsafe-inline'");
    expect(reference.get("script-src")).not.toContain("'unsafe-eval'");
    reference.delete("style-src");
    pages.delete("style-src");
    expect(reference).toEqual(pages);
  });

  it("in development keeps the pages' inline styles (a hash in the list would make browsers ignore 'unsafe-inline')", () => {
    expect(apiReferenceContentSecurityPolicy({ nonce: NONCE, dev: true })).toBe(pageContentSecurityPolicy({ nonce: NONCE, dev: true }));
  });

  it("is one path", () => {
    expect(isApiReferencePage(API_REFERENCE_PATH)).toBe(true);
    for (const other of ["/docs", "/docs/api/", "/docs/api/redoc.standalone.js", "/api/openapi.json", "/settings"]) expect(isApiReferencePage(other), other).toBe(false);
  });

  it("puts this response's nonce on every script and style element, has no style attribute and no address on another origin", () => {
    const html = page("es-MX");
    const tags = html.match(/<(?:script|style)\b[^>]*>/g) ?? [];
    expect(tags).toHaveLength(3);
    for (const tag of tags) expect(tag).toContain(`nonce="${NONCE}"`);
    expect(html).toContain(`<script nonce="${NONCE}" src="${REDOC_SCRIPT_PATH}?v=0123abcd"></script>`);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    // Redoc puts the same nonce on the styles it writes
    expect(redocOptions(html).nonce).toBe(NONCE);
  });

  it("speaks the reader's language: the page's own words and the labels Redoc lets a page translate", () => {
    for (const locale of ["es-MX", "en"] as const) {
      const html = page(locale);
      const { apiReference, common } = messagesFor(locale);
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<title>${apiReference.title} · ${common.appName}</title>`);
      expect(html).toContain(`<nav aria-label="${common.language}">`);
      expect(html).toContain(`<a href="?lang=${locale}" hreflang="${locale}" lang="${locale}" aria-current="page">`);
      expect(redocOptions(html).labels).toEqual(apiReference.redoc);
    }
    expect(redocOptions(page("es-MX")).labels.requestSamples).toBe("Ejemplos de solicitud");
    // the document's own text is English, whatever the page's language
    expect(page("es-MX")).toContain('<div id="redoc" lang="en">');
  });

  it("escapes what it writes into HTML, and nothing in the options can close their script", () => {
    const messages = messagesFor("en");
    const hostile = "</script><script>alert(1)</script><!--";
    const html = renderApiReferencePage({
      nonce: NONCE,
      locale: "en",
      text: { ...messages.apiReference, title: hostile, redoc: { ...messages.apiReference.redoc, responses: hostile } },
      common: messages.common,
      scriptVersion: "x",
    });
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--");
    expect(redocOptions(html).labels.responses).toBe(hostile);
  });
});
