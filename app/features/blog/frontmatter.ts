import { LineCounter, parseDocument } from "yaml";
import { ContentError, type ContentProblem } from "~/features/content/problems";
import { fieldPath, lineOfField } from "~/features/content/yaml-lines";

const FRONTMATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
/** Lines of the file before the frontmatter's YAML (the opening ---): a line of the YAML plus this is the file's. */
const OPENING_LINES = 1;
const MISSING = { line: 1, message: "missing frontmatter (a block between --- lines at the top)" };

/**
 * Splits a Markdown file into its YAML frontmatter and body. The one frontmatter reader: the
 * server, the build's content check and the scripts (covers, new:post) all read posts with it.
 */
export function splitFrontmatter(file: string, source: string): { data: unknown; body: string } {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new ContentError({ file, ...MISSING });
  const simple = readSimpleYaml(match[1]!);
  if (simple) return { data: simple, body: match[2]! };
  const document = parseDocument(match[1]!, { uniqueKeys: true });
  // The first syntax error: the ones after it are mostly its echoes.
  const [error] = document.errors;
  if (error) {
    const at = error.linePos?.[0].line;
    throw new ContentError({
      file,
      line: at === undefined ? undefined : at + OPENING_LINES,
      message: `frontmatter is not valid YAML: ${error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:$/, "")}`,
    });
  }
  return { data: document.toJS(), body: match[2]! };
}

/** The line of the file (1-based, the opening --- is line 1) a frontmatter field is on, or where the frontmatter starts when it has no such field. */
function frontmatterLine(source: string, field: string): number | undefined {
  const match = FRONTMATTER.exec(source);
  if (!match) return undefined;
  const lineCounter = new LineCounter();
  const line = lineOfField(
    parseDocument(match[1]!, { lineCounter }),
    lineCounter,
    fieldPath(field),
  );
  return line === undefined ? undefined : line + OPENING_LINES;
}

/** Problems of a post's frontmatter with the file's line of each field (problems that have a line keep it). */
export function withFrontmatterLines(
  problems: readonly ContentProblem[],
  source: string,
): ContentProblem[] {
  return problems.map((problem) =>
    problem.field && problem.line === undefined
      ? { ...problem, line: frontmatterLine(source, problem.field) }
      : problem,
  );
}

/** True when `text`, the start of a file, holds its whole frontmatter block. */
export function holdsFrontmatter(text: string): boolean {
  return FRONTMATTER.test(text);
}

/** The body of a Markdown file, after its frontmatter (not read again). */
export function bodyAfterFrontmatter(file: string, source: string): string {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new ContentError({ file, ...MISSING });
  return match[2]!;
}

const LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ \t]+(.*?))?[ \t]*$/;
const RESERVED_KEYS = /^(?:__proto__|null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
const QUOTED =
  // eslint-disable-next-line no-control-regex -- control characters are what it must leave to the full parser
  /^"(?:[^"\\\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"$/;
const PLAIN = /^[A-Za-z0-9][A-Za-z0-9 ._/+-]*$/;
const INTEGER = /^(?:0|[1-9][0-9]{0,14})$/;
/** Plain scalars YAML's core schema reads as something other than a string or a simple integer. */
const SPECIAL =
  /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o.*|0x.*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

function plainScalar(value: string): string | number | undefined {
  if (!PLAIN.test(value)) return undefined;
  if (INTEGER.test(value)) return Number(value);
  return SPECIAL.test(value) ? undefined : value;
}

function scalarOrList(value: string): unknown {
  if (value.startsWith('"')) return QUOTED.test(value) ? (JSON.parse(value) as string) : undefined;
  if (!value.startsWith("[")) return plainScalar(value);
  if (!value.endsWith("]")) return undefined;
  const inner = value.slice(1, -1).trim();
  if (inner === "") return [];
  const items = inner.split(",").map((item) => item.trim());
  return items.every((item) => typeof plainScalar(item) === "string") ? items : undefined;
}

/**
 * Reads the frontmatter every post is written in — one `key: value` a line, the value a
 * "double-quoted" string, a plain word or phrase, an integer or a [flow, list] — about 50 times
 * faster than the full YAML parser, which matters for 10,000 posts at start-up. It gives exactly
 * what YAML gives (a test holds it to that), and undefined for anything else (comments,
 * single quotes, block values, duplicate keys, …), which the full parser then reads.
 */
export function readSimpleYaml(text: string): Record<string, unknown> | undefined {
  const data: Record<string, unknown> = {};
  let keys = 0;
  for (const line of text.split(/\r?\n/)) {
    if (line === "") continue;
    const match = LINE.exec(line);
    if (
      !match ||
      match[2] === undefined ||
      RESERVED_KEYS.test(match[1]!) ||
      Object.hasOwn(data, match[1]!)
    )
      return undefined;
    const value = scalarOrList(match[2]);
    if (value === undefined) return undefined;
    data[match[1]!] = value;
    keys += 1;
  }
  return keys > 0 ? data : undefined;
}
