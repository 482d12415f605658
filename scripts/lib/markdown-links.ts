import fs from "node:fs";
import path from "node:path";

/**
 * The links of the project's Markdown (README.md and docs/), and whether each resolves: a relative
 * file must exist, an anchor must be a heading of its target file as GitHub slugs it, an absolute
 * http(s) link must be a well-formed URL (it is not fetched: the tests run without the internet).
 */
export type MarkdownLink = { file: string; line: number; target: string };

/** Text of a Markdown line as GitHub renders it in a heading: no code ticks, emphasis, link targets or tags. */
function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[`*]/g, "")
    .trim();
}

/** GitHub's heading anchor: lowercase, every character but letters, digits, spaces, `-` and `_` dropped, spaces to `-`. */
export function slug(heading: string): string {
  return headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, "")
    .replace(/ /g, "-");
}

/** The lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let fence: string | null = null;
  markdown.split("\n").forEach((text, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (opening && (fence === null || opening.startsWith(fence))) {
      fence = fence === null ? opening : null;
      return;
    }
    if (fence === null) lines.push({ text, line: index + 1 });
  });
  return lines;
}

/** Every anchor a file offers: its headings' slugs (a repeated one gets `-1`, `-2`, ...) and explicit `id`/`name` attributes. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of text.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  }
  return anchors;
}

/** Every link and image of a file: `[text](target)`, `![alt](target)`, `[label]: target`, `<img src>`, `<a href>`; not inside code. */
export function linksOf(file: string, markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { text, line } of proseLines(markdown)) {
    const prose = text.replace(/(`+)[\s\S]*?\1/g, "code");
    for (const match of prose.matchAll(/\]\(\s*(<[^>]*>|[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ file, line, target: match[1]!.replace(/^<|>$/g, "") });
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s+(\S+)/.exec(prose)?.[1];
    if (definition) links.push({ file, line, target: definition });
    for (const match of prose.matchAll(/<(?:img|a)\s[^>]*\b(?:src|href)="([^"]*)"/g)) links.push({ file, line, target: match[1]! });
  }
  return links;
}

/** Why a link does not resolve, or null when it does. `root` is the repository; `file` is relative to it. */
export function problemOf(root: string, link: MarkdownLink, anchorsIn: (file: string) => Set<string>): string | null {
  const { target } = link;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    if (!/^https?:\/\//i.test(target)) return target.startsWith("mailto:") ? null : "an absolute link that is not http(s)";
    try {
      const url = new URL(target);
      return url.hostname ? null : "a URL without a host";
    } catch {
      return "not a well-formed URL";
    }
  }
  if (target === "") return "an empty link";
  const hash = target.indexOf("#");
  const filePart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
  const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
  const resolved = filePart === "" ? link.file : path.normalize(path.join(path.dirname(link.file), filePart));
  if (resolved.startsWith("..")) return "a file outside the repository";
  if (!fs.existsSync(path.join(root, resolved))) return `no file ${resolved}`;
  if (anchor === null) return null;
  if (!resolved.endsWith(".md")) return `an anchor into ${resolved}, which is not Markdown`;
  return anchorsIn(resolved).has(anchor) ? null : `no heading #${anchor} in ${resolved}`;
}

/** README.md and every Markdown file under docs/, relative to `root`. */
export function documentationFiles(root: string): string[] {
  const docs = fs.readdirSync(path.join(root, "docs"), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  return ["README.md", ...docs.sort()];
}
