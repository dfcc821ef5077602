import type { Element, ElementContent, Root } from "hast";
import { h } from "hastscript";
import { SKIP, visit } from "unist-util-visit";
import { headingSlugger, PAGE_IDS, type OutlineEntry } from "./headings";

declare module "vfile" {
  interface DataMap {
    /** The text's sections, in order (rehypeHeadingAnchors). */
    outline: OutlineEntry[];
  }
}

const LEVELS: Record<string, OutlineEntry["level"]> = { h2: 2, h3: 3 };

/** The class of the block that holds a heading and its "link to this section" (app.css). */
const HEADING_BLOCK_CLASS = "heading-block";
const HEADING_ANCHOR_CLASS = "heading-anchor";

/** The words of an element as a reader sees them. */
function textOf(node: ElementContent): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element") return "";
  return node.children.map(textOf).join("");
}

function classesOf(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * Every level-2 and level-3 heading gets a stable id (headingSlugger: its words as a slug, "-2"
 * for the second of the same words) and, beside it, a "link to this section" that shows on hover
 * and focus. A heading with an id of its own (written as HTML) keeps it; one hidden from sight
 * (a footnotes label) is no section. The sections go into the file's data (`outline`).
 */
export function rehypeHeadingAnchors() {
  return (tree: Root, file: { data: { outline?: OutlineEntry[] } }) => {
    const taken: string[] = [];
    visit(tree, "element", (node) => {
      if (typeof node.properties.id === "string") taken.push(node.properties.id);
    });
    const slug = headingSlugger([...PAGE_IDS, ...taken]);
    const outline: OutlineEntry[] = [];
    visit(tree, "element", (node, index, parent) => {
      const level = LEVELS[node.tagName];
      if (!level || !parent || index === undefined || classesOf(node).includes("sr-only")) return;
      const text = textOf(node).replace(/\s+/g, " ").trim();
      const own = node.properties.id;
      const id = typeof own === "string" && own !== "" ? own : slug(text);
      node.properties.id = id;
      outline.push({ id, text, level });
      parent.children[index] = h("div", { className: [HEADING_BLOCK_CLASS] }, [
        node,
        h(
          "a",
          {
            className: [HEADING_ANCHOR_CLASS],
            href: `#${id}`,
            "aria-label": `Link to this section: ${text}`,
          },
          "#",
        ),
      ]);
      return [SKIP, index + 1];
    });
    file.data.outline = outline;
  };
}
