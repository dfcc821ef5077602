import { isNode, type Document, type LineCounter } from "yaml";

/**
 * The line of a field in a parsed YAML document (1-based): the field's own, else the nearest
 * enclosing one's (a missing field is reported where its object starts).
 */
export function lineOfField(
  document: Document.Parsed,
  lineCounter: LineCounter,
  at: readonly PropertyKey[],
): number | undefined {
  for (let keys = [...at]; ; keys = keys.slice(0, -1)) {
    const node = document.getIn(keys, true);
    if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
    if (keys.length === 0) return undefined;
  }
}

/** A problem's field ("matches.3.goals1") as the path `lineOfField` takes (list indexes as numbers). */
export function fieldPath(field: string): PropertyKey[] {
  return field.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
}
