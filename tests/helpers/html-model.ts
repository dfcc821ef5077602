// A small HTML conformance check for the pages the server renders, for the mistakes a browser
// forgives but a validator reports: a block (a list, a div) inside an element that may hold only
// phrasing content (a span, a link in a line), a link or control inside a link or button, an
// element the parser had to close early because its content did not belong in it, an aria-label
// on an element with no role to carry it, a duplicate id. React writes every end tag, so an
// element the HTML parser (parse5, as browsers parse) ended without its own end tag was misnested.
import { parse, type DefaultTreeAdapterTypes } from "parse5";

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.ChildNode;

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** Elements whose content is phrasing content only (HTML's content models). */
const PHRASING_ONLY = new Set([
  ..."abbr b bdi bdo button cite code data dfn em h1 h2 h3 h4 h5 h6 i kbd label legend mark meter output p pre progress q s samp small span strong sub summary sup time u var".split(
    " ",
  ),
]);
/** Elements that are not phrasing content: not allowed where only phrasing is. */
const NOT_PHRASING = new Set([
  ..."address article aside blockquote caption col colgroup dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main menu nav ol p pre search section table tbody td tfoot th thead tr ul".split(
    " ",
  ),
]);
/** Elements whose content model is their parent's (a link inside a span may hold only what the span may). */
const TRANSPARENT = new Set([
  "a",
  "del",
  "ins",
  "map",
  "object",
  "video",
  "audio",
  "noscript",
  "canvas",
  "slot",
]);
const INTERACTIVE = new Set([
  "a",
  "button",
  "details",
  "embed",
  "iframe",
  "label",
  "select",
  "textarea",
]);
/** Roles under which aria-label is not allowed (and the implicit role of span, div, p …). */
const NAMELESS_ROLES = new Set([
  "caption",
  "code",
  "deletion",
  "emphasis",
  "generic",
  "insertion",
  "paragraph",
  "presentation",
  "none",
  "strong",
  "subscript",
  "superscript",
]);
const GENERIC = new Set([
  "span",
  "div",
  "p",
  "b",
  "i",
  "u",
  "s",
  "small",
  "code",
  "em",
  "strong",
  "sub",
  "sup",
  "q",
  "data",
  "pre",
]);

function isElement(node: Node): node is Element {
  return "tagName" in node;
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

function interactive(element: Element): boolean {
  if (INTERACTIVE.has(element.tagName))
    return element.tagName !== "a" || attr(element, "href") !== undefined;
  if (element.tagName === "input") return attr(element, "type") !== "hidden";
  return attr(element, "tabindex") !== undefined;
}

/** The elements that hold phrasing content or headings (a disclosure's summary, a fieldset's legend). */
const HEADINGS_TOO = new Set(["summary", "legend"]);
const HEADING = /^h[1-6]$/;

type Context = {
  phrasingOnly: string | undefined;
  headingsAllowed: boolean;
  interactive: string | undefined;
};

/** Every conformance problem of a rendered page, each with its line: empty when the page is valid in these respects. */
export function contentModelProblems(html: string): string[] {
  const problems: string[] = [];
  const ids = new Map<string, number>();
  const document = parse(html, { sourceCodeLocationInfo: true });
  const where = (element: Element) =>
    `<${element.tagName}> at line ${element.sourceCodeLocation?.startLine ?? "?"}`;

  function visit(element: Element, context: Context) {
    const location = element.sourceCodeLocation;
    const name = element.tagName;
    if (
      !["html", "head", "body"].includes(name) &&
      !VOID.has(name) &&
      element.namespaceURI === "http://www.w3.org/1999/xhtml"
    ) {
      if (!location?.startTag)
        problems.push(
          `<${name}> made by the parser, not written (a stray end tag or a misnested element)`,
        );
      else if (!location.endTag)
        problems.push(
          `${where(element)} was closed by the parser before its own end tag: what follows it does not belong inside it`,
        );
    }
    if (
      context.phrasingOnly &&
      NOT_PHRASING.has(name) &&
      !(HEADING.test(name) && context.headingsAllowed)
    )
      problems.push(
        `${where(element)} inside ${context.phrasingOnly}, which may hold phrasing content only`,
      );
    if (context.interactive && interactive(element))
      problems.push(
        `${where(element)} inside ${context.interactive}: interactive content may not nest`,
      );
    const id = attr(element, "id");
    if (id !== undefined) {
      if (ids.has(id))
        problems.push(`${where(element)} repeats id="${id}" (first at line ${ids.get(id)})`);
      else ids.set(id, location?.startLine ?? 0);
    }
    const role = attr(element, "role");
    if (
      attr(element, "aria-label") !== undefined &&
      (role ? NAMELESS_ROLES.has(role) : GENERIC.has(name))
    )
      problems.push(`${where(element)} has aria-label but no role that takes a name`);
    if (
      name === "li" &&
      !["ol", "ul", "menu"].includes((element.parentNode as Element | null)?.tagName ?? "")
    )
      problems.push(`${where(element)} outside a list`);
    const next: Context = {
      phrasingOnly: PHRASING_ONLY.has(name)
        ? where(element)
        : TRANSPARENT.has(name)
          ? context.phrasingOnly
          : undefined,
      headingsAllowed: HEADINGS_TOO.has(name) || (TRANSPARENT.has(name) && context.headingsAllowed),
      interactive:
        (name === "a" && attr(element, "href") !== undefined) || name === "button"
          ? where(element)
          : context.interactive,
    };
    const children = name === "template" ? [] : element.childNodes;
    for (const child of children) if (isElement(child)) visit(child, next);
  }

  for (const child of document.childNodes)
    if (isElement(child))
      visit(child, { phrasingOnly: undefined, headingsAllowed: false, interactive: undefined });
  return problems;
}
