import { DOMParser, onErrorStopParsing, type Element } from "@xmldom/xmldom";

export const CFDI_NS = "http://www.sat.gob.mx/cfd/4";
export const TFD_NS = "http://www.sat.gob.mx/TimbreFiscalDigital";

/** A document that is not well-formed XML, or whose root is not a cfdi:Comprobante of CFDI 4.0. */
export class NotACfdiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NotACfdiError";
  }
}

/** Parses XML, stopping at the first error (xmldom would otherwise guess its way past a broken document). */
export function parseXml(xml: string): Element {
  let root: Element | null;
  try {
    root = new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, "text/xml").documentElement;
  } catch (error) {
    throw new NotACfdiError(`not well-formed XML: ${(error as Error).message.split("\n")[0]}`);
  }
  if (!root) throw new NotACfdiError("not well-formed XML: no root element");
  return root;
}

/** The cfdi:Comprobante (namespace http://www.sat.gob.mx/cfd/4) of a CFDI 4.0 document. */
export function parseCfdi(xml: string): Element {
  const root = parseXml(xml);
  if (root.namespaceURI !== CFDI_NS || root.localName !== "Comprobante") throw new NotACfdiError(`not a CFDI 4.0: the root is {${root.namespaceURI ?? ""}}${root.localName}`);
  return root;
}

/** The element children of `parent` named `name` in `namespace`, in document order. */
export function children(parent: Element, name: string, namespace = CFDI_NS): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).namespaceURI === namespace && (node as Element).localName === name) found.push(node as Element);
  }
  return found;
}

/** Every element child of `parent`, in document order. */
export function elementChildren(parent: Element): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) if (node.nodeType === 1) found.push(node as Element);
  return found;
}

/** The cfdi elements at a child path (XPath `./a/b/c`), in document order. */
export function path(parent: Element, ...names: string[]): Element[] {
  return names.reduce<Element[]>((nodes, name) => nodes.flatMap((node) => children(node, name)), [parent]);
}

/** The cfdi elements named `name` anywhere below `parent` (XPath `.//name`), in document order. */
export function descendants(parent: Element, name: string): Element[] {
  const found: Element[] = [];
  const walk = (element: Element) => {
    for (const child of elementChildren(element)) {
      if (child.namespaceURI === CFDI_NS && child.localName === name) found.push(child);
      walk(child);
    }
  };
  walk(parent);
  return found;
}

/** An attribute's value, or undefined when the element does not have it. */
export const attribute = (element: Element, name: string): string | undefined => (element.hasAttribute(name) ? (element.getAttribute(name) ?? "") : undefined);
