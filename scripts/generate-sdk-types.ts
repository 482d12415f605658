import fs from "node:fs";
import path from "node:path";
import { renderApiTypes } from "../lib/sdk/render-api-types";

/** Writes the SDK's types from the API's OpenAPI document (run after a change to lib/contract). */
const file = path.resolve("lib/sdk/generated/api-types.ts");
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, await renderApiTypes());
console.log(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes`);
