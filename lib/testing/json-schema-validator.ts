import { clabe } from "clabe-validator";
import Ajv2020, { type Options } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { passesLuhn } from "../contract/card-fields";
import { hasAtMostDecimals } from "../contract/money";

/**
 * How the suites read the published document: Ajv in its default configuration (draft 2020-12,
 * Unicode patterns, strict), ajv-formats, and the document's extensions, enforced as their
 * descriptions say: the instant range (`x-minimum`/`x-maximum` on a date-time, the value once its
 * offset is applied within the bounds), `x-decimals` (at most that many decimals) and `x-luhn`. A
 * tool that does not know them reads them as annotations and accepts what the server refuses there.
 */
export function createJsonSchemaValidator({ document, ...options }: Options & { document?: { components: { schemas: Record<string, object> } } } = {}): Ajv2020 {
  const ajv = new Ajv2020(options);
  addFormats(ajv);
  const bound = (keyword: string, holds: (value: number, limit: number) => boolean) =>
    ajv.addKeyword({
      keyword,
      type: "string",
      schemaType: "string",
      // an invalid date-time is `format`'s to refuse; here only the range
      validate: (limit: string, value: string) => Number.isNaN(Date.parse(value)) || holds(Date.parse(value), Date.parse(limit)),
      errors: false,
    });
  bound("x-minimum", (value, limit) => value >= limit);
  bound("x-maximum", (value, limit) => value <= limit);
  // at most n decimals as written (the JSON number's shortest form, as the server reads it)
  ajv.addKeyword({ keyword: "x-decimals", type: "number", schemaType: "number", validate: (places: number, value: number) => hasAtMostDecimals(value, places), errors: false });
  ajv.addKeyword({ keyword: "x-luhn", type: "string", schemaType: "boolean", validate: (on: boolean, value: string) => !on || !/^\d+$/.test(value) || passesLuhn(value), errors: false });
  // track 2's card number equal to a sibling field's: the operation's x-rules say it, the server checks it
  ajv.addKeyword({ keyword: "x-same-pan", schemaType: "string" });
  // a CLABE: a known bank and city and its check digit, as the server checks it (clabe-validator)
  ajv.addKeyword({ keyword: "x-clabe", type: "string", schemaType: "boolean", validate: (on: boolean, value: string) => !on || clabe.validate(value).ok, errors: false });
  // OpenAPI's discriminator on the feed's event union: an annotation for code generators; the
  // union's members already tell the types apart by their `type`
  ajv.addKeyword({ keyword: "discriminator", schemaType: "object" });
  // The document's named schemas as a schema of their own: refs into them resolve (withDocumentRefs).
  // (their refs to one another rewritten the same way)
  if (document) ajv.addSchema({ $id: "openapi.json", $defs: withDocumentRefs(document.components.schemas) });
  return ajv;
}

/** A schema taken out of the document, its refs to components.schemas pointed at the validator's copy of them. */
export function withDocumentRefs<T extends object>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"openapi.json#/$defs/')) as T;
}
