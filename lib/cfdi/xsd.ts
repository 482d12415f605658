import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML, type XMLFileInfo } from "xmllint-wasm";

/** SAT's files, read from the checkout (as the migrations are: the app runs from its root; a bundle has no folder of its own). */
const SAT_DIR = path.join(process.cwd(), "lib", "cfdi", "sat");
const FILES = ["cfdi-and-timbre.xsd", "cfdv40.xsd", "tdCFDI.xsd", "catCFDI.xsd", "TimbreFiscalDigitalv11.xsd"];

let schemas: XMLFileInfo[] | null = null;
function loadSchemas(): XMLFileInfo[] {
  schemas ??= FILES.map((fileName) => ({ fileName, contents: readFileSync(path.join(SAT_DIR, fileName), "utf8") }));
  return schemas;
}

/**
 * Validates a CFDI 4.0 (and the TimbreFiscalDigital 1.1 of a stamped one) against SAT's XSDs
 * (lib/cfdi/sat: cfdv40.xsd, tdCFDI.xsd, TimbreFiscalDigitalv11.xsd as SAT publishes them, and the
 * catalogues' subset catCFDI.xsd) with libxml2's validator (xmllint compiled to WebAssembly).
 */
export async function validateCfdiXsd(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const [entry, ...preload] = loadSchemas();
  const result = await validateXML({ xml: [{ fileName: "cfdi.xml", contents: xml }], schema: entry!, preload, initialMemoryPages: 512, maxMemoryPages: 4096 });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}
