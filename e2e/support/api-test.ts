import { expect, test as base } from "@playwright/test";
import { OpenApiCheck, recordCounts, type Doc } from "./openapi-check";

/**
 * The HTTP suites' `test`: Playwright's, whose `request` validates every answer of an API operation
 * against `/api/openapi.json` (e2e/support/openapi-check.ts). A test whose answers disagree with the
 * document fails, with the disagreements listed.
 */
const documents = new Map<string, Doc>();

export const test = base.extend<{ openapiCheck: OpenApiCheck }>({
  openapiCheck: async ({ playwright, baseURL }, provide, testInfo) => {
    const key = baseURL ?? "";
    if (!documents.has(key)) {
      const context = await playwright.request.newContext({ baseURL });
      const response = await context.get("/api/openapi.json");
      expect(response.status(), "the document is served").toBe(200);
      documents.set(key, (await response.json()) as Doc);
      await context.dispose();
    }
    const check = new OpenApiCheck(documents.get(key)!);
    await provide(check);
    recordCounts(testInfo.project.name, `${testInfo.file.split("/").slice(-2).join("/")} > ${testInfo.title}`, check);
    expect(check.disagreements, "every answer agrees with /api/openapi.json").toEqual([]);
  },
  request: async ({ request, openapiCheck }, provide) => {
    await provide(openapiCheck.wrap(request));
  },
});

export { expect };
