// The tables of a rendered page as a reader sees them: each table's caption, its column headings
// and its body rows as text (a row's heading cell first), read with the HTML parser browsers use.
import { parse, type DefaultTreeAdapterTypes } from "parse5";

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

export type PageTable = { caption: string; head: string[]; rows: string[][] };

function elements(node: Node, name: string): Element[] {
  const found: Element[] = [];
  const walk = (current: Node) => {
    if ("tagName" in current && current.tagName === name) found.push(current);
    if ("childNodes" in current) for (const child of current.childNodes) walk(child);
  };
  walk(node);
  return found;
}

/** An element's text, spaces squeezed (text for screen readers only counts too). */
function text(node: Node): string {
  if ("value" in node && node.nodeName === "#text") return node.value;
  return "childNodes" in node
    ? node.childNodes
        .map((child) => text(child))
        .join("")
        .replace(/\s+/g, " ")
        .trim()
    : "";
}

function cells(row: Element): string[] {
  return row.childNodes
    .filter(
      (child): child is Element =>
        "tagName" in child && (child.tagName === "th" || child.tagName === "td"),
    )
    .map(text);
}

/** Every table of the page, in document order. */
export function pageTables(html: string): PageTable[] {
  return elements(parse(html), "table").map((table) => ({
    caption: elements(table, "caption").map(text)[0] ?? "",
    head: elements(table, "thead").flatMap((head) =>
      elements(head, "tr").slice(0, 1).flatMap(cells),
    ),
    rows: elements(table, "tbody").flatMap((body) => elements(body, "tr").map(cells)),
  }));
}
