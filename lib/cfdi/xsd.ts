import { readFileSync } from "node:fs";
import path from "node:path";
import { DOMParser, type Element } from "@xmldom/xmldom";
import { CFDI_NS, elementChildren, parseXml } from "./cfdi-dom";
import { runXmllint, type XmllintFile } from "./xmllint-worker";

const XS = "http://www.w3.org/2001/XMLSchema";
/** Xmllint's entry point: imports cfdv40.xsd and TimbreFiscalDigitalv11.xsd (lib/cfdi/sat/README.md). */
const ENTRY = "cfdi-and-timbre.xsd";
const SCHEMA_FILES = [ENTRY, "cfdv40.xsd", "tdCFDI.xsd", "catCFDI.xsd", "TimbreFiscalDigitalv11.xsd"];
/**
 * A catalogue this long is checked against a Set instead of by libxml2. SAT's catCFDI.xsd holds
 * c_ClaveProdServ (about 52,000 keys), c_CodigoPostal (about 95,000) and c_ClaveUnidad (about
 * 2,400): libxml2 (as WebAssembly) takes about 1 s to compile those enumerations on every run, and
 * about 20 s, and a 600 KB message listing every key, to refuse one value. Same rule, same verdict.
 */
const LARGE_CATALOGUE = 500;

export type XsdResult = { valid: boolean; errors: string[] };

type LargeCatalogue = { name: string; values: Set<string> };
type Prepared = { files: XmllintFile[]; checks: Map<string, LargeCatalogue> };

const collapse = (value: string) => value.replace(/[ \t\r\n]+/g, " ").trim();

const XML_ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'" };
const unescapeXml = (value: string) => value.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity]!);

/**
 * Takes the large catalogues' enumerations out of catCFDI.xsd: the schema xmllint gets, and the
 * catalogues as Sets. On the text, not a DOM: SAT's file is 6 MB of one-line enumerations in
 * regular xs:simpleType blocks, which a DOM takes minutes to edit.
 */
function splitCatalogues(catCFDI: string): { schema: string; catalogues: Map<string, LargeCatalogue> } {
  const catalogues = new Map<string, LargeCatalogue>();
  const schema = catCFDI.replace(/<xs:simpleType\s+name="([^"]+)"\s*>[\s\S]*?<\/xs:simpleType>/g, (block, name: string) => {
    const enumerations = block.match(/<xs:enumeration\s+value="[^"]*"\s*\/>/g) ?? [];
    if (enumerations.length <= LARGE_CATALOGUE) return block;
    catalogues.set(name, { name, values: new Set(enumerations.map((e) => collapse(unescapeXml(/value="([^"]*)"/.exec(e)![1]!)))) });
    return block.replace(/\s*<xs:enumeration\s+value="[^"]*"\s*\/>/g, "");
  });
  return { schema, catalogues };
}

/** Which attribute of which cfdi element is of each large catalogue's type, read from cfdv40.xsd ("Concepto@ClaveProdServ" → c_ClaveProdServ). */
function catalogueAttributes(cfdv40: string, catalogues: Map<string, LargeCatalogue>): Map<string, LargeCatalogue> {
  const checks = new Map<string, LargeCatalogue>();
  if (catalogues.size === 0) return checks;
  const walk = (node: Element, elementName: string) => {
    for (const child of elementChildren(node)) {
      if (child.namespaceURI !== XS) continue;
      if (child.localName === "attribute") {
        const catalogue = catalogues.get((child.getAttribute("type") ?? "").replace(/^catCFDI:/, ""));
        if (catalogue) checks.set(`${elementName}@${child.getAttribute("name")}`, catalogue);
      }
      walk(child, child.localName === "element" && child.hasAttribute("name") ? child.getAttribute("name")! : elementName);
    }
  };
  walk(new DOMParser().parseFromString(cfdv40, "text/xml").documentElement!, "");
  return checks;
}

export function prepareSchemas(read: (fileName: string) => string): Prepared {
  const contents = new Map(SCHEMA_FILES.map((fileName) => [fileName, read(fileName)]));
  const { schema, catalogues } = splitCatalogues(contents.get("catCFDI.xsd")!);
  contents.set("catCFDI.xsd", schema);
  return { files: SCHEMA_FILES.map((fileName) => ({ fileName, contents: contents.get(fileName)! })), checks: catalogueAttributes(contents.get("cfdv40.xsd")!, catalogues) };
}

/** The large catalogues' half of the validation: each attribute of such a type holds one of its keys. */
function checkLargeCatalogues(xml: string, checks: Map<string, LargeCatalogue>): string[] {
  if (checks.size === 0) return [];
  let root: Element;
  try {
    root = parseXml(xml);
  } catch {
    return []; // xmllint reports the broken document
  }
  const errors: string[] = [];
  const walk = (element: Element) => {
    if (element.namespaceURI === CFDI_NS) {
      for (const [key, catalogue] of checks) {
        const [elementName, attributeName] = key.split("@") as [string, string];
        if (element.localName !== elementName || !element.hasAttribute(attributeName)) continue;
        const value = collapse(element.getAttribute(attributeName) ?? "");
        if (!catalogue.values.has(value)) errors.push(`Element '{${CFDI_NS}}${elementName}', attribute '${attributeName}': [facet 'enumeration'] The value '${value}' is not an element of the catalogue ${catalogue.name} (${catalogue.values.size} keys).`);
      }
    }
    for (const child of elementChildren(element)) walk(child);
  };
  walk(root);
  return errors;
}

/** xmllint's messages about the document ("cfdi.xml:4: Schemas validity error : …"), as "line 4: …". */
function messages(stderr: string): string[] {
  const out: string[] = [];
  for (const line of stderr.split("\n")) {
    const match = /^cfdi\.xml:(\d+): (.*)$/.exec(line);
    if (match) out.push(`line ${match[1]}: ${match[2]!.replace(/^Schemas validity error : /, "").trim()}`);
  }
  return out;
}

/** A validator over a set of SAT's schemas (lib/cfdi/sat by default; tests hand in others). */
export function createXsdValidator(read: (fileName: string) => string): (xml: string) => Promise<XsdResult> {
  let prepared: Prepared | null = null;
  return async (xml) => {
    prepared ??= prepareSchemas(read);
    const run = await runXmllint([{ fileName: "cfdi.xml", contents: xml }, ...prepared.files], ["--noout", "--nonet", "--schema", ENTRY, "cfdi.xml"]);
    // xmllint's exit codes: 0 valid, 3 invalid, 4 not well-formed (unreadable), 1 unclassified. Anything else
    // (5: a schema that does not compile, 9: out of memory…) is ours, not the document's.
    if (![0, 1, 3, 4].includes(run.exitCode)) throw new Error(`xmllint failed (exit code ${run.exitCode}): ${run.stderr.slice(0, 2000)}`);
    const errors = [...(run.exitCode === 0 ? [] : messages(run.stderr)), ...checkLargeCatalogues(xml, prepared.checks)];
    if (run.exitCode !== 0 && errors.length === 0) errors.push(run.stderr.trim() || `xmllint exit code ${run.exitCode}`);
    return { valid: errors.length === 0, errors };
  };
}

/** SAT's files, read from the checkout (as the migrations are: the app runs from its root; a bundle has no folder of its own). */
const SAT_DIR = path.join(process.cwd(), "lib", "cfdi", "sat");
const validateWithSat = createXsdValidator((fileName) => readFileSync(path.join(SAT_DIR, fileName), "utf8"));

/**
 * Validates a CFDI 4.0 against SAT's XSDs (lib/cfdi/sat: cfdv40.xsd, tdCFDI.xsd, catCFDI.xsd, and
 * TimbreFiscalDigitalv11.xsd, which checks the timbre of a stamped one) with libxml2's validator
 * (xmllint as WebAssembly, xmllint-worker.ts), the large catalogues checked beside it. `valid`, and
 * xmllint's messages ("line 4: Element '{…}Receptor', attribute 'UsoCFDI': [facet 'enumeration'] …").
 * A complement other than the TimbreFiscalDigital fails (cfdv40.xsd's Complemento is a strict
 * wildcard and no other complement's schema is loaded).
 */
export function validateCfdiXsd(xml: string): Promise<XsdResult> {
  return validateWithSat(xml);
}
