import { closeSync, openSync, readdirSync, readFileSync, readSync } from "node:fs";
import path from "node:path";
import { envSchema } from "../../utils/env.server.ts";
import { bodyAfterFrontmatter, ContentError, holdsFrontmatter } from "./frontmatter.ts";
import { checkCollection, parsePostSource, type CheckOptions, type Frontmatter } from "./schema.ts";

/** A checked post on disk: where it is, the name errors give, and its frontmatter (the body stays on disk). */
export type PostFile = { path: string; file: string; meta: Frontmatter };

/**
 * The content folder, CONTENT_DIR as the environment schema reads it, resolved against the
 * working directory. Read alone so that loading content does not fix the rest of the environment
 * before start-up (and tests) set it.
 */
export function contentDir(): string {
  return path.resolve(envSchema.shape.CONTENT_DIR.parse(process.env.CONTENT_DIR));
}

/** How errors name a file: relative to the working directory when inside it ("content/blog/x.md"). */
export function displayName(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative.split(path.sep).join("/") : file;
}

/** The Markdown files of a folder, sorted by name; a missing folder is a content error. */
export function markdownFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    throw new ContentError(
      `${displayName(dir)}: cannot read the content folder (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); set CONTENT_DIR?`,
    );
  }
  return names
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => path.join(dir, name));
}

const HEAD_BYTES = 4096;
const head = Buffer.allocUnsafe(HEAD_BYTES);

/**
 * The start of a post file, enough to hold its frontmatter (the whole file when that runs
 * longer): start-up need not read, decode and collect 60 MB of bodies it does not use.
 */
function readHead(file: string): string {
  const fd = openSync(file, "r");
  let text: string;
  let whole: boolean;
  try {
    const length = readSync(fd, head, 0, HEAD_BYTES, 0);
    text = head.toString("utf8", 0, length);
    whole = length < HEAD_BYTES;
  } finally {
    closeSync(fd);
  }
  return whole || holdsFrontmatter(text) ? text : readFileSync(file, "utf8");
}

/**
 * Reads and checks the frontmatter of every post in `{contentDir}/blog` (the whole set: unique
 * ids and slugs, ids 1…n). One file at a time, and only its start: 10,000 posts cost their
 * frontmatter in memory, not their 60–80 MB of Markdown. The first problem throws, naming the file.
 */
export function readPostFiles(contentDir: string, options: CheckOptions): PostFile[] {
  const posts = markdownFiles(path.resolve(contentDir, "blog")).map((file) => {
    const name = displayName(file);
    // A copy: strings cut from the source would otherwise keep the whole file (body too) in memory.
    return { path: file, file: name, meta: structuredClone(parsePostSource(name, readHead(file), options).meta) };
  });
  checkCollection(posts);
  return posts;
}

/** The Markdown body of a post, read again from disk when it is first shown. */
export function readPostBody(post: Pick<PostFile, "path" | "file">): string {
  return bodyAfterFrontmatter(post.file, readFileSync(post.path, "utf8"));
}
