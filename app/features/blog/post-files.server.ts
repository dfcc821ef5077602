import { readFileSync, statSync } from "node:fs";
import { contentReader, type ContentReader } from "~/features/content/reader.server";
import { collect, ContentError, type ContentProblem } from "~/features/content/problems";
import { bodyAfterFrontmatter, holdsFrontmatter, withFrontmatterLines } from "./frontmatter";
import { checkCollection, parsePostSource, type CheckOptions, type Frontmatter } from "./schema";

/** A checked post on disk: where it is, the name errors give, and its frontmatter (the body stays on disk). */
export type PostFile = { path: string; file: string; meta: Frontmatter };

/**
 * Reads and checks the frontmatter of every post in `{content}/blog` (the whole set too: unique
 * ids and slugs, ids 1…n). One file at a time, and only its start: 10,000 posts cost their
 * frontmatter in memory, not their 60–80 MB of Markdown. Every problem of every file is
 * collected; any problem throws a ContentError naming them all.
 */
export function readPostFiles(content: string | ContentReader, options: CheckOptions): PostFile[] {
  const reader = typeof content === "string" ? contentReader(content) : content;
  const problems: ContentProblem[] = [];
  const posts = reader.list("blog", [".md"]).flatMap((name) => {
    const relative = `blog/${name}`;
    const file = reader.display(relative);
    // A copy: strings cut from the source would otherwise keep the whole file (body too) in memory.
    const post = collect(problems, () =>
      structuredClone(parsePostSource(file, reader.head(relative, holdsFrontmatter), options).meta),
    );
    return post ? [{ path: reader.path(relative), file, meta: post }] : [];
  });
  problems.push(...setProblems(posts));
  if (problems.length > 0) throw new ContentError(problems);
  return posts;
}

/** The problems of the whole set (a duplicate id or slug, a gap), each with the line of its field in its post. */
function setProblems(posts: PostFile[]): ContentProblem[] {
  const pathOf = new Map(posts.map((post) => [post.file, post.path]));
  const found: ContentProblem[] = [];
  collect(found, () => checkCollection(posts, (file) => statSync(pathOf.get(file)!).mtimeMs));
  return found.flatMap((problem) =>
    withFrontmatterLines([problem], readFileSync(pathOf.get(problem.file)!, "utf8")),
  );
}

/**
 * The Markdown body of a post, read again from disk when it is first shown; undefined when the
 * file is gone since the content was loaded (the post then answers 404 until the next reload).
 */
export function readPostBody(post: Pick<PostFile, "path" | "file">): string | undefined {
  let source: string;
  try {
    source = readFileSync(post.path, "utf8");
  } catch (error) {
    console.error(
      `${post.file}: cannot be read (${(error as NodeJS.ErrnoException).code}); answering 404 until the content is reloaded`,
    );
    return undefined;
  }
  try {
    return bodyAfterFrontmatter(post.file, source);
  } catch {
    // Rewritten since it was loaded, and no longer a post: show what is there rather than fail.
    return source;
  }
}
