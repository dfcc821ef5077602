import { readFileSync } from "node:fs";
import { NEW_POST_PLACEHOLDERS } from "./new-post-template";
import type { PostFile } from "./post-files.server";

/** A placeholder text of `npm run new:post` still in a post: where, and which. */
export type Placeholder = { file: string; line: number; text: string };

const TEXTS = Object.values(NEW_POST_PLACEHOLDERS);

/** Every placeholder `npm run new:post` wrote that is still in these posts, with its line. */
export function postPlaceholders(posts: readonly Pick<PostFile, "path" | "file">[]): Placeholder[] {
  return posts.flatMap(({ path, file }) => {
    let source: string;
    try {
      source = readFileSync(path, "utf8");
    } catch {
      return []; // Gone since the content was read: the next reload says so.
    }
    // Most posts hold none: one scan of the whole text settles them.
    if (!TEXTS.some((text) => source.includes(text))) return [];
    return source.split("\n").flatMap((line, index) =>
      TEXTS.filter((text) => line.includes(text)).map((text) => ({
        file,
        line: index + 1,
        text,
      })),
    );
  });
}
