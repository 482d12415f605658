import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import type { ValidateFunction } from "ajv/dist/2020.js";
import { createJsonSchemaValidator, withDocumentRefs } from "../../lib/testing/json-schema-validator";

/**
 * Every answer of the HTTP suites against the published document: each JSON answer of an
 * operation (method and path template, matched as the router matches them: a static path before a
 * parameter) is validated with Ajv in its default configuration (draft 2020-12, Unicode patterns,
 * ajv-formats) against the schema the document gives its status (or `default`). Answers that are no
 * operation's (404 of an unknown path, 405, OPTIONS, HEAD, the document itself) are counted apart.
 */
type Responses = Record<string, { content?: Record<string, { schema: object }> }>;
export type Doc = { paths: Record<string, Record<string, { responses: Responses }>>; components: { schemas: Record<string, object> } };
export type Disagreement = { method: string; path: string; status: number; problem: string };

const METHODS = ["get", "post", "put", "patch", "delete", "head", "fetch"] as const;

export class OpenApiCheck {
  private readonly ajv: ReturnType<typeof createJsonSchemaValidator>;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly routes: Array<{ template: string; pattern: RegExp; params: number }>;
  validated = 0;
  notOperations = 0;
  readonly disagreements: Disagreement[] = [];

  constructor(private readonly doc: Doc) {
    // The document's components as a schema of their own: refs into them resolve against it.
    this.ajv = createJsonSchemaValidator({ document: doc });
    this.routes = Object.keys(doc.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
        params: (template.match(/\{/g) ?? []).length,
      }))
      .sort((a, b) => a.params - b.params);
  }

  /** The operation's template for a path under /api, as the router picks it (static first), or null. */
  template(pathname: string): string | null {
    return this.routes.find((route) => route.pattern.test(pathname))?.template ?? null;
  }

  private validator(template: string, method: string, status: string): ValidateFunction | null {
    const id = `${method} ${template} ${status}`;
    if (!this.validators.has(id)) {
      const responses = this.doc.paths[template]![method]!.responses;
      const schema = (responses[status] ?? responses.default)?.content?.["application/json"]?.schema;
      if (!schema) return null;
      this.validators.set(id, this.ajv.compile(withDocumentRefs(schema)));
    }
    return this.validators.get(id)!;
  }

  /** Validates one answer (its body is buffered by Playwright: the test reads it afterwards as usual). */
  async check(method: string, response: APIResponse): Promise<void> {
    const answer = { url: response.url(), status: response.status(), type: response.headers()["content-type"] ?? "" };
    await this.checkAnswer(method, answer, async () => (await response.body()).toString("utf8"));
  }

  /**
   * Validates one answer given as its parts: what a test that sends with `fetch` (thousands of
   * requests, outside Playwright's per-call steps) hands over after reading the body itself.
   */
  checkAnswer(method: string, answer: { url: string; status: number; type: string }, text: string | (() => Promise<string>)): Promise<void> | void {
    const url = new URL(answer.url);
    const lower = method.toLowerCase();
    const template = url.pathname.startsWith("/api/") ? this.template(url.pathname.slice(4)) : null;
    if (!template || lower === "head" || !this.doc.paths[template]![lower]) {
      this.notOperations++;
      return;
    }
    const where = { method: method.toUpperCase(), path: template, status: answer.status };
    const validate = this.validator(template, lower, String(answer.status));
    if (!validate) return void this.disagreements.push({ ...where, problem: "status not documented" });
    if (!answer.type.startsWith("application/json")) return void this.disagreements.push({ ...where, problem: `content-type ${answer.type}` });
    const judge = (raw: string) => {
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return void this.disagreements.push({ ...where, problem: "not JSON" });
      }
      this.validated++;
      if (!validate(body)) this.disagreements.push({ ...where, problem: `${this.ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 400)}` });
    };
    return typeof text === "string" ? judge(text) : text().then(judge);
  }

  /** The request context with every answer checked. */
  wrap(request: APIRequestContext): APIRequestContext {
    return new Proxy(request, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value !== "function") return value;
        if (!(METHODS as readonly (string | symbol)[]).includes(property)) return (value as (...args: unknown[]) => unknown).bind(target);
        return async (url: unknown, options?: { method?: string }) => {
          const response = (await (value as (...args: unknown[]) => Promise<APIResponse>).call(target, url, options)) as APIResponse;
          const method = property === "fetch" ? (options?.method ?? (typeof url === "string" ? "GET" : (url as { method(): string }).method())) : String(property);
          await this.check(method, response);
          return response;
        };
      },
    });
  }
}

/** Appends one test's counts to .tmp/openapi-answers/<project>.jsonl (summed in the report). */
export function recordCounts(project: string, title: string, check: { validated: number; notOperations: number; disagreements: Disagreement[] }) {
  const dir = path.resolve(".tmp", "openapi-answers");
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(
    path.join(dir, `${project}.jsonl`),
    `${JSON.stringify({ title, validated: check.validated, notOperations: check.notOperations, disagreements: check.disagreements.length })}\n`,
  );
}
