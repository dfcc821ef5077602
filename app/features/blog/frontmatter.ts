import { parse as parseYaml } from "yaml";

/** A content file is wrong; the message names the file (and the field, where there is one). */
export class ContentError extends Error {}

/**
 * Splits a Markdown file into its YAML frontmatter and body. The one frontmatter reader: the
 * server, the build's content check and the scripts (covers, new:post) all read posts with it.
 */
export function splitFrontmatter(file: string, source: string): { data: unknown; body: string } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(`${file}: missing frontmatter (a block between --- lines at the top)`);
  try {
    return { data: parseYaml(match[1]!), body: match[2]! };
  } catch (error) {
    throw new ContentError(`${file}: frontmatter is not valid YAML: ${(error as Error).message}`);
  }
}
