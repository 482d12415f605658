import openapiTS, { astToString } from "openapi-typescript";
import { buildOpenApi } from "../contract/openapi";

export const API_TYPES_HEADER = `// The payment intent API's types, generated from its OpenAPI document (lib/contract/openapi.ts)
// by openapi-typescript: \`npm run sdk:types\` writes it, lib/sdk/sdk.test.ts fails when it is stale.
// Do not edit.
`;

/** The SDK's types as `npm run sdk:types` writes them to lib/sdk/generated/api-types.ts. */
export async function renderApiTypes(): Promise<string> {
  return API_TYPES_HEADER + astToString(await openapiTS(buildOpenApi() as never, { alphabetize: false }));
}
