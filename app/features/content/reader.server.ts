import { createHash } from "node:crypto";
import {
  closeSync,
  existsSync,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
} from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument, type Document } from "yaml";
import type { z } from "zod";
import { ContentError, issueField, type ContentProblem } from "./problems";
import { lineOfField } from "./yaml-lines";

/** How errors name a file: relative to the working directory when inside it ("content/blog/x.md"), else absolute. */
export function displayName(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative)
    ? relative.split(path.sep).join("/")
    : file;
}

const HEAD_BYTES = 4096;
const head = Buffer.allocUnsafe(HEAD_BYTES);

/** The first HEAD_BYTES of a file, whether that is all of it, and its size in bytes. */
function readHead(file: string, display: () => string) {
  let fd: number | undefined;
  try {
    fd = openSync(file, "r");
    const length = readSync(fd, head, 0, HEAD_BYTES, 0);
    const complete = length < HEAD_BYTES;
    return {
      text: head.toString("utf8", 0, length),
      complete,
      size: complete ? length : fstatSync(fd).size,
    };
  } catch (error) {
    throw new ContentError({
      file: display(),
      message: `cannot be read (${(error as NodeJS.ErrnoException).code})`,
    });
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Reads one content folder for one load, and fingerprints what it read: the content's version is
 * a hash of every file's bytes (a post's frontmatter and its length: bodies are read when first
 * shown), so two instances with the same files report the same version.
 */
export function contentReader(dir: string) {
  const root = path.resolve(dir);
  const fingerprint = new Map<string, string>();
  // A change detector, not a seal: SHA-1 costs half of SHA-256 over 10,000 posts' heads.
  const digest = (data: string | Buffer) =>
    createHash("sha1").update(data).digest("base64url").slice(0, 16);

  const reader = {
    root,
    /** The absolute path of a file of the folder ("tv/mix.yaml"). */
    path: (relative: string) => path.join(root, relative),
    /** The name errors give for a file of the folder. */
    display: (relative: string) => displayName(path.join(root, relative)),
    exists: (relative: string) => existsSync(path.join(root, relative)),
    /** The names in a subfolder ending in one of `extensions`, sorted; a missing folder is a problem. */
    list(relative: string, extensions: readonly string[]): string[] {
      let names: string[];
      try {
        names = readdirSync(path.join(root, relative));
      } catch (error) {
        throw new ContentError({
          file: reader.display(relative),
          message: `cannot read the content folder (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); set CONTENT_DIR?`,
        });
      }
      return names
        .filter((name) => extensions.some((extension) => name.endsWith(extension)))
        .sort();
    },
    /** A whole text file, fingerprinted; a missing one is a problem naming it. */
    text(relative: string, missing = "missing"): string {
      let text: string;
      try {
        text = readFileSync(path.join(root, relative), "utf8");
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        throw new ContentError({
          file: reader.display(relative),
          message: code === "ENOENT" ? missing : `cannot be read (${code})`,
        });
      }
      fingerprint.set(relative, digest(text));
      return text;
    },
    /**
     * The start of a file, enough to hold a post's frontmatter (the whole file when `whole` says
     * the start is not enough): start-up need not read, decode and keep 60 MB of bodies it does not use.
     */
    head(relative: string, whole: (start: string) => boolean): string {
      const file = path.join(root, relative);
      const start = readHead(file, () => reader.display(relative));
      const { complete, size } = start;
      let { text } = start;
      if (!complete && !whole(text)) text = readFileSync(file, "utf8");
      fingerprint.set(relative, `${digest(text)}:${size}`);
      return text;
    },
    /** A short hash of everything read so far: the content's version. */
    version(): string {
      const hash = createHash("sha256");
      for (const name of [...fingerprint.keys()].sort())
        hash.update(`${name}\0${fingerprint.get(name)}\n`);
      return hash.digest("hex").slice(0, 12);
    },
  };
  return reader;
}

export type ContentReader = ReturnType<typeof contentReader>;

/**
 * Data files already parsed and checked, by path: a reload parses again only the files whose
 * bytes changed (parsing YAML is most of a load's time). The values are never modified, so two
 * snapshots may share them.
 */
const parsedFiles = new Map<string, { text: string; schema: z.ZodType; data: unknown }>();

/**
 * A YAML data file checked by its schema. Every problem is reported with the file, the line and
 * the field's path (YAML syntax errors with their line), so an editor jumps straight to it.
 * `lineOf` finds the line of a field for the checks that come after the schema.
 */
export function readDataFile<S extends z.ZodType>(
  reader: ContentReader,
  relative: string,
  schema: S,
): { data: z.infer<S>; lineOf: (path: readonly PropertyKey[]) => number | undefined } {
  const file = reader.display(relative);
  const text = reader.text(relative, "missing");
  const key = reader.path(relative);
  let document: Document.Parsed | undefined;
  let lineCounter: LineCounter | undefined;
  const parse = () => {
    lineCounter = new LineCounter();
    document = parseDocument(text, { lineCounter, uniqueKeys: true });
    return document;
  };
  const lineOf = (at: readonly PropertyKey[]): number | undefined =>
    lineOfField(document ?? parse(), lineCounter!, at);
  const known = parsedFiles.get(key);
  if (known && known.text === text && known.schema === schema)
    return { data: known.data as z.infer<S>, lineOf };
  parsedFiles.delete(key);

  const parsed = parse();
  // The first syntax error: the ones after it are mostly its echoes.
  const [error] = parsed.errors;
  if (error)
    throw new ContentError({
      file,
      line: error.linePos?.[0].line,
      message: `not valid YAML: ${error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:$/, "")}`,
    });
  const result = schema.safeParse(parsed.toJS());
  if (!result.success) {
    throw new ContentError(
      result.error.issues.map((issue): ContentProblem => {
        const keys = issueField(issue);
        return {
          file,
          line: lineOf(keys),
          field: keys.length ? keys.join(".") : undefined,
          message: issue.message,
        };
      }),
    );
  }
  parsedFiles.set(key, { text, schema, data: result.data });
  return { data: result.data, lineOf };
}
