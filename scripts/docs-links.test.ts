import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { anchorsOf, documentationFiles, linksOf, problemOf, slug } from "./lib/markdown-links";

/**
 * The README is the front door and docs/ the manual: every link and image in them resolves (files
 * exist, anchors are headings of their target as GitHub slugs them, absolute URLs are well formed),
 * and the README stays short enough to be read.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const README_MAX_LINES = 300;

const anchorCache = new Map<string, Set<string>>();
function anchorsIn(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) anchorCache.set(file, (anchors = anchorsOf(fs.readFileSync(path.join(ROOT, file), "utf8"))));
  return anchors;
}

describe("the documentation's links", () => {
  it("slugs headings as GitHub does", () => {
    expect(slug("`POST /payment/{intent}/cancel`: cancel an intent (extension)")).toBe("post-paymentintentcancel-cancel-an-intent-extension");
    expect(slug("The embedded server: start, memory, a burst, card transactions (2026-11-26)")).toBe("the-embedded-server-start-memory-a-burst-card-transactions-2026-11-26");
    expect(slug("Cash, card and the cash drawer")).toBe("cash-card-and-the-cash-drawer");
    expect(slug("The `qr` object")).toBe("the-qr-object");
    expect(slug("Validation of `POST /payment/intent`")).toBe("validation-of-post-paymentintent");
    expect(slug("snake_case and [a link](x.md)")).toBe("snake_case-and-a-link");
    expect([...anchorsOf("# Notes\n\n## Notes\n\n```sh\n# not a heading\n```\n## Notes\n")]).toEqual(["notes", "notes-1", "notes-2"]);
  });

  it("finds links and images, not what is inside code", () => {
    const links = linksOf("docs/x.md", 'See [a](b.md#c), ![i](shots/p.png "title") and <img src="q.png">; `[no](z.md)`\n```\n[no](y.md)\n```\n[ref]: https://example.com/a_(b)\n');
    expect(links.map((link) => link.target)).toEqual(["b.md#c", "shots/p.png", "q.png", "https://example.com/a_(b)"]);
  });

  it("tells a broken link from a good one", () => {
    const at = (target: string) => problemOf(ROOT, { file: "README.md", line: 1, target }, anchorsIn);
    expect(at("docs/deploying.md#secrets-at-rest")).toBeNull();
    expect(at("docs/deploying.md#no-such-heading")).toMatch(/no heading/);
    expect(at("docs/no-such-file.md")).toMatch(/no file/);
    expect(at("#run")).toBeNull();
    expect(at("http://")).toMatch(/well-formed|host/);
    expect(at("https://pglite.dev")).toBeNull();
  });

  it("every link in README.md and docs/ resolves", () => {
    const links = documentationFiles(ROOT).flatMap((file) => linksOf(file, fs.readFileSync(path.join(ROOT, file), "utf8")));
    const broken = links.flatMap((link) => {
      const problem = problemOf(ROOT, link, anchorsIn);
      return problem ? [`${link.file}:${link.line} ${link.target}: ${problem}`] : [];
    });
    expect(broken).toEqual([]);
    // the scan itself works: the README's and the docs' links are many, and it reads docs/ as well
    expect(links.length).toBeGreaterThan(100);
    expect(new Set(links.map((link) => link.file)).size).toBeGreaterThan(5);
  });

  it(`README.md has at most ${README_MAX_LINES} lines`, () => {
    const lines = fs.readFileSync(path.join(ROOT, "README.md"), "utf8").replace(/\n$/, "").split("\n").length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });
});
