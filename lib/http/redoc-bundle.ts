import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Redoc's standalone bundle (`redoc/bundles/redoc.standalone.js`: Redoc, React and its other
 * libraries in one browser script), as the API reference page loads it from this origin: read from
 * the app's own node_modules once, never from a CDN, and never committed.
 *
 * One change: the bundle's menu ends with "API docs by Redocly" and Redocly's logo, an image it
 * loads from `cdn.redoc.ly` (no option turns it off). The page's policy refuses other origins, and
 * a browser showing the reference should not call a third party anyway, so the logo's address is
 * replaced by an empty inline image; the text and its link stay.
 */
export const REDOC_LOGO_URL = "https://cdn.redoc.ly/redoc/logo-mini.svg";
const EMPTY_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

/** Redoc's version, the script as served, and a digest of it (the page's cache-busting `?v=`). */
export type RedocBundle = { version: string; body: string; digest: string };

let cached: RedocBundle | undefined;

/** The bundle with its logo kept on this origin, read once per process. */
export function readRedocBundle(): RedocBundle {
  if (cached) return cached;
  // Resolved at run time from the app's own node_modules, not bundled into the server's code.
  const resolve = createRequire(path.join(/*turbopackIgnore: true*/ process.cwd(), "package.json")).resolve;
  const manifest = JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ resolve("redoc/package.json"), "utf8")) as { version: string };
  const source = fs.readFileSync(/*turbopackIgnore: true*/ resolve("redoc/bundles/redoc.standalone.js"), "utf8");
  const body = keepOnThisOrigin(source);
  cached = { version: manifest.version, body, digest: createHash("sha256").update(body).digest("hex").slice(0, 16) };
  return cached;
}

/**
 * The bundle without its one request to another origin (lib/http/redoc-bundle.test.ts checks the
 * installed bundle names no other; the browser suite fails on any request the policy refuses).
 */
export function keepOnThisOrigin(source: string): string {
  return source.replaceAll(`"${REDOC_LOGO_URL}"`, JSON.stringify(EMPTY_IMAGE));
}
