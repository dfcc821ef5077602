import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";

/**
 * A local address a Markdown body names, with its line (1-based, in the body): an image or a
 * video it shows (`![…](…)`, `<img src>`), or a page or file it links to (`[…](…)`, a link
 * definition, `<a href>`).
 */
export type BodyReference = { url: string; line: number; shown: boolean };

/** What the quick scan finds: an address and whether it may be shown (it has no lines: those are the parser's). */
export type ScannedReference = Omit<BodyReference, "line">;

/** Whether an address is the site's own: not another scheme or host (https:, mailto:, //host), nor a place on the same page (#…). */
export function isLocal(url: string): boolean {
  return (
    url !== "" && !url.startsWith("#") && !url.startsWith("//") && !/^[a-z][a-z0-9+.-]*:/i.test(url)
  );
}

/** A link's or image's address after its `](`; the scan looks for every `](`, even inside another's address. */
const DESTINATION = /\s*(<[^>\n]*>|(?:[^\s()]|\([^\s()]*\))*)/y;
const DEFINITION = /^ {0,3}\[(?:[^\]\\\n]|\\.)+\]:[ \t]*\n?[ \t]*(<[^>\n]*>|\S+)/gm;
const HTML = /<(img|a)\b[^>]*?\s(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/** The line (1-based) of each offset of a text, by the offsets where its lines start. */
function lineAt(text: string): (offset: number) => number {
  const starts = [0];
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** Where the text ending with the `]` at `close` opens: its matching `[`, or -1 when there is none. */
function openingOf(text: string, close: number): number {
  let depth = 0;
  for (let at = close; at >= 0; at -= 1) {
    if (text[at - 1] === "\\") continue;
    if (text[at] === "]") depth += 1;
    else if (text[at] === "[" && --depth === 0) return at;
  }
  return -1;
}

const unwrap = (url: string) => (url.startsWith("<") && url.endsWith(">") ? url.slice(1, -1) : url);

/** The `<img src>` and `<a href>` of some HTML, with the line each is on (`first` is the HTML's first line). */
function htmlReferences(html: string, first: number): BodyReference[] {
  const line = lineAt(html);
  return [...html.matchAll(HTML)].flatMap((match) => {
    const url = match[2] ?? match[3] ?? match[4] ?? "";
    return isLocal(url)
      ? [{ url, line: first + line(match.index) - 1, shown: match[1]!.toLowerCase() === "img" }]
      : [];
  });
}

/**
 * Every local address a body may name, found by a scan of its text (a 6 KB post in microseconds,
 * where parsing it takes milliseconds): all that `parseReferences` finds and possibly more (an
 * address inside a code sample, or one cut short where parentheses nest twice), never less. A scan that finds
 * nothing wrong is the answer; where it finds a problem, `parseReferences` says whether it is one.
 */
export function scanReferences(markdown: string): ScannedReference[] {
  const found: ScannedReference[] = [];
  for (
    let close = markdown.indexOf("](");
    close !== -1;
    close = markdown.indexOf("](", close + 1)
  ) {
    DESTINATION.lastIndex = close + 2;
    const url = unwrap(DESTINATION.exec(markdown)![1]!);
    if (!isLocal(url)) continue;
    // A link, for certain, only with a matching "[" not after a "!", and no code, tag or autolink
    // between (they bind tighter than brackets and may hide one): anything else is checked as an image, the strictest.
    const opening = openingOf(markdown, close);
    const link =
      opening !== -1 &&
      markdown[opening - 1] !== "!" &&
      !/[`<]/.test(markdown.slice(opening, close));
    found.push({ url, shown: !link });
  }
  for (const match of markdown.matchAll(DEFINITION)) {
    const url = unwrap(match[1]!);
    // Whether an image uses the definition is the parser's to tell: taken as one, the strictest check.
    if (isLocal(url)) found.push({ url, shown: true });
  }
  for (const match of markdown.matchAll(HTML)) {
    const url = match[2] ?? match[3] ?? match[4] ?? "";
    if (isLocal(url)) found.push({ url, shown: match[1]!.toLowerCase() === "img" });
  }
  return found;
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** The local addresses a body names, read as the site's Markdown renderer reads it (code is not a reference; escapes are undone). */
export function parseReferences(markdown: string): BodyReference[] {
  const tree = parser.parse(markdown);
  const imageLabels = new Set<string>();
  visit(tree, "imageReference", (node) => void imageLabels.add(node.identifier));
  const found: BodyReference[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === "image" || node.type === "link" || node.type === "definition") {
      const shown =
        node.type === "image" || (node.type === "definition" && imageLabels.has(node.identifier));
      if (isLocal(node.url)) found.push({ url: node.url, line, shown });
    } else if (node.type === "html") {
      found.push(...htmlReferences(node.value, line));
    }
  });
  return found.sort((a, b) => a.line - b.line);
}
