import { describe, expect, it } from "vitest";
import { createJsonSchemaValidator, withDocumentRefs } from "../testing/json-schema-validator";
import { API_EXAMPLES, REDACTED } from "./api-examples";
import { buildOpenApi } from "./openapi";
import { describeFields } from "./field-glossary";
import { OPERATION_DOCS } from "./operation-docs";
import { OPERATIONS } from "./operations";

/**
 * The document as a reader meets it: every operation titled and described in its own words, with a
 * request example (when it takes a body) and an answer example for every answer it declares, each
 * valid against the schema it illustrates; every webhook with its payload and headers.
 */
type Media = { schema: object; examples?: Record<string, { value: unknown }> };
type OperationObject = {
  summary: string;
  description: string;
  parameters: Array<{ name: string; in: string; required?: boolean; schema: object; example?: unknown }>;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};
type Doc = {
  paths: Record<string, Record<string, OperationObject>>;
  webhooks: Record<string, { post: OperationObject }>;
  components: { schemas: Record<string, object> };
};
const doc = buildOpenApi() as unknown as Doc;
const ajv = createJsonSchemaValidator({ document: doc });
const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));

function problemsOf(media: Media, where: string): string[] {
  const validate = ajv.compile(withDocumentRefs(media.schema));
  return Object.entries(media.examples ?? {}).flatMap(([name, { value }]) =>
    validate(value) ? [] : [`${where} example ${name}: ${ajv.errorsText(validate.errors)}`],
  );
}

describe("the document's words and examples", () => {
  it("every operation has its own short title and its own description, and nothing is described that is not an operation", () => {
    expect(Object.keys(OPERATION_DOCS).sort()).toEqual(OPERATIONS.map((op) => op.id as string).sort());
    const summaries = operations.map((op) => op.summary);
    const descriptions = operations.map((op) => op.description);
    expect(new Set(summaries).size).toBe(operations.length);
    expect(new Set(descriptions).size).toBe(operations.length);
    expect(summaries.filter((summary) => summary.length > 50)).toEqual([]);
  });

  it("every operation that takes a body has a request example, and every answer it declares (errors included) has an example", () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
          // a POST without a body declares {} (nothing to show) but every real body has its example
          if (Object.keys(media.examples ?? {}).length === 0 && (media.schema as { maxProperties?: number }).maxProperties !== 0) missing.push(`${where} request ${type}`);
        }
        for (const [status, response] of Object.entries(op.responses)) {
          if (status === "default") continue;
          if (Object.keys(response.content?.["application/json"]?.examples ?? {}).length === 0) missing.push(`${where} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("every example is valid against the schema it illustrates: requests, answers, errors, webhooks and parameters", () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) problems.push(...problemsOf(media, `${where} request ${type}`));
        for (const [status, response] of Object.entries(op.responses)) {
          for (const [type, media] of Object.entries(response.content ?? {})) problems.push(...problemsOf(media, `${where} ${status} ${type}`));
        }
        for (const parameter of op.parameters.filter((p) => p.example !== undefined)) {
          if (!ajv.validate(withDocumentRefs(parameter.schema), parameter.example)) problems.push(`${where} parameter ${parameter.name}: ${ajv.errorsText()}`);
        }
      }
    }
    for (const [type, { post }] of Object.entries(doc.webhooks)) {
      problems.push(...problemsOf(post.requestBody!.content["application/json"]!, `webhook ${type}`));
      expect(Object.keys(post.requestBody!.content["application/json"]!.examples ?? {}), `webhook ${type} has its payload`).toHaveLength(1);
      expect(post.parameters.filter((p) => p.required && p.example === undefined).map((p) => p.name), `webhook ${type} headers`).toEqual([]);
    }
    expect(problems).toEqual([]);
  });

  it("the recorded examples cover every operation and every webhook type, with every secret answered once redacted", () => {
    expect(Object.keys(API_EXAMPLES.operations).sort()).toEqual(OPERATIONS.map((op) => op.id as string).sort());
    expect(Object.keys(API_EXAMPLES.webhooks).sort()).toEqual(Object.keys(doc.webhooks).sort());
    // what is answered once (keys, signing secrets) is never committed, not even from a throwaway
    // database: a scanner cannot tell it from a real one, and a reader might copy it
    const text = JSON.stringify(API_EXAMPLES);
    expect(text.match(/sk_(live|sandbox)_[A-Za-z0-9]{8,}|whsec_[A-Za-z0-9+/=]{8,}|BEGIN [A-Z ]*PRIVATE KEY/g) ?? []).toEqual([]);
    expect(text).toContain(REDACTED);
  });
});

describe("the document's fields", () => {
  it("every field of every schema is described (by its schema, or by the glossary of field names)", () => {
    const copy = JSON.parse(JSON.stringify(doc)) as Doc;
    const undescribed = new Set<string>();
    for (const [name, schema] of Object.entries(copy.components.schemas)) describeFields(schema, name, undescribed);
    describeFields(copy.paths, "", undescribed);
    describeFields(copy.webhooks, "", undescribed);
    expect([...undescribed]).toEqual([]);
  });
});
