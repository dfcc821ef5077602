import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { splitFrontmatter } from "~/features/blog/frontmatter";

/**
 * How many posts the site's own content holds; their ids run 1 to this. Tests derive counts and
 * the id of a post they add from it, since the owner adds posts.
 */
export const SHIPPED_POSTS = readdirSync("content/blog").filter((name) =>
  name.endsWith(".md"),
).length;

/** The shipped posts' frontmatter (what a browser test expects the lists to show), newest id first. */
export function shippedPosts(): {
  id: number;
  slug: string;
  title: string;
  date: string;
  series?: string;
}[] {
  return readdirSync("content/blog")
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const { data } = splitFrontmatter(
        name,
        readFileSync(path.join("content/blog", name), "utf8"),
      );
      const fields = data as { id: number; slug: string; title: string; date: string };
      const { series } = data as { series?: string };
      return { ...fields, date: String(fields.date), series };
    })
    .sort((a, b) => b.id - a.id);
}

/** The day after the newest shipped post: a post a test adds is dated then (ids go up with the date). */
export const NEXT_POST_DATE = new Date(
  Date.parse(
    `${shippedPosts().reduce((newest, post) => (post.date > newest ? post.date : newest), "")}T00:00:00Z`,
  ) + 86_400_000,
)
  .toISOString()
  .slice(0, 10);

/** A post's Markdown source with valid frontmatter (the cover is blog/{slug}). */
export function postSource(
  fields: {
    id: number;
    slug: string;
    date: string;
    category: string;
    title?: string;
    cover?: string;
  },
  body = "Body.",
): string {
  return `---
id: ${fields.id}
title: ${JSON.stringify(fields.title ?? `Post ${fields.id}`)}
slug: ${fields.slug}
date: ${fields.date}
category: ${fields.category}
author: Sam Lee
cover: ${fields.cover ?? `blog/${fields.slug}`}
keywords: "one, two"
description: "Post ${fields.id} has a description long enough to pass."
---

${body}
`;
}

/** A throwaway folder with only posts and pages ({dir}/blog/*.md, {dir}/pages/*.md); `remove` deletes it. */
export function tempContent(files: {
  blog?: Record<string, string>;
  pages?: Record<string, string>;
}) {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-content-"));
  for (const kind of ["blog", "pages"] as const) {
    mkdirSync(path.join(dir, kind));
    for (const [name, source] of Object.entries(files[kind] ?? {}))
      writeFileSync(path.join(dir, kind, name), source);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A throwaway copy of the site's whole content folder (without the art sources, which only
 * `npm run images` reads, unless `art` asks for them), to change while a server serves it:
 * `write` and `edit` change a file (relative to the folder), `remove` deletes the copy.
 */
export function contentCopy({ art = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-content-"));
  cpSync("content", dir, {
    recursive: true,
    filter: (source) => art || path.relative("content", source) !== "art",
  });
  const at = (relative: string) => path.join(dir, relative);
  return {
    dir,
    read: (relative: string) => readFileSync(at(relative), "utf8"),
    write(relative: string, text: string) {
      mkdirSync(path.dirname(at(relative)), { recursive: true });
      writeFileSync(at(relative), text);
    },
    edit(relative: string, change: (text: string) => string) {
      writeFileSync(at(relative), change(readFileSync(at(relative), "utf8")));
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
