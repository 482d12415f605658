import { describe, expect, it } from "vitest";
import { keepOnThisOrigin, readRedocBundle, REDOC_LOGO_URL } from "./redoc-bundle";

describe("Redoc's bundle as the reference page loads it", () => {
  const bundle = readRedocBundle();

  it("is the version whose one unnonced style element lib/http/api-reference.ts allows by its hashes", () => {
    // A new Redoc: run e2e/api/api-reference.spec.ts; a violation names the new hash to put there.
    expect(bundle.version).toBe("2.5.4");
    expect(bundle.body).toMatch(/\.ps\{overflow:hidden!important/); // perfect-scrollbar's stylesheet, the element those hashes are of
  });

  it("loads nothing from another origin: Redocly's logo is an inline image, the link to Redocly stays", () => {
    expect(bundle.body).not.toContain(REDOC_LOGO_URL);
    expect(bundle.body).not.toMatch(/cdn\.redoc\.ly|fonts\.googleapis|unpkg\.com|jsdelivr/);
    expect(bundle.body).toContain('src:"data:image/svg+xml,');
    expect(bundle.body).toContain("API docs by Redocly");
    expect(keepOnThisOrigin(`a({src:"${REDOC_LOGO_URL}"})`)).toBe(`a({src:"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E"})`);
  });

  it("is read once, with a digest of what is served", () => {
    expect(readRedocBundle()).toBe(bundle);
    expect(bundle.digest).toMatch(/^[0-9a-f]{16}$/);
    expect(bundle.body.length).toBeGreaterThan(1_000_000);
  });
});
