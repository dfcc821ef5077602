// The large corpus of the scale benchmarks (bench:scale, bench:search): N posts made of the real
// articles' bodies under new titles, slugs, ids, dates and categories, beside the rest of the
// real content. Deterministic, so every run measures the same content.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { splitFrontmatter } from "~/features/blog/frontmatter";

const CATEGORY_SETS = [
  "[Technology]",
  "[Gaming]",
  "[Sports]",
  "[Gaming, Technology]",
  "[Sports, Technology]",
  "[Gaming, Sports]",
];
const TITLE_FORMS = [
  (t: string, n: number) => `${t} (Part ${n})`,
  (t: string, n: number) => `Revisited #${n}: ${t}`,
  (t: string, n: number) => `${t}, Take ${n}`,
];
const FIRST_DAY = Date.UTC(2015, 0, 1);
const LAST_DAY = Date.UTC(2025, 5, 20);

/** A small deterministic generator of numbers in [0, 1), so every run measures the same content. */
export function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
}

export type GeneratedPost = { slug: string; date: string; categories: string };

/**
 * Writes `count` posts to {dir}/blog (the site's own posts from `source`/blog, in turn) and the
 * rest of `source` beside them; returns what it wrote and the bytes of Markdown.
 */
export function generateContent(
  dir: string,
  count: number,
  source = "content",
): { posts: GeneratedPost[]; bytes: number } {
  const blog = path.join(source, "blog");
  const sources = readdirSync(blog)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const { data, body } = splitFrontmatter(name, readFileSync(path.join(blog, name), "utf8"));
      return { meta: data as Record<string, string>, body };
    });
  // Pages, images, tournaments, TV lists, hub and services as they are (not the art sources, which only npm run images reads).
  cpSync(source, dir, {
    recursive: true,
    filter: (file) => !["blog", "art"].includes(path.relative(source, file)),
  });
  mkdirSync(path.join(dir, "blog"), { recursive: true });
  // A link to a real post leads to the first post made from it (the list when there is none): the check refuses links to no page.
  const firstOf = new Map(
    sources.map(({ meta }, index) => [
      meta.slug!,
      index + 1 <= count ? `/blogs/${meta.slug}-${index + 1}` : "/blogs",
    ]),
  );
  const relink = (body: string) =>
    body.replace(/\]\(\/blogs\/([a-z0-9-]+)\)/g, (link, slug: string) =>
      firstOf.has(slug) ? `](${firstOf.get(slug)})` : link,
    );
  const next = random(42);
  const posts: GeneratedPost[] = [];
  let bytes = 0;
  for (let id = 1; id <= count; id += 1) {
    const { meta, body } = sources[(id - 1) % sources.length]!;
    const title = TITLE_FORMS[id % TITLE_FORMS.length]!(meta.title!, id);
    const slug = `${meta.slug}-${id}`;
    const date = new Date(
      FIRST_DAY +
        Math.floor((((id - 1) / Math.max(1, count - 1)) * (LAST_DAY - FIRST_DAY)) / 86_400_000) *
          86_400_000,
    )
      .toISOString()
      .slice(0, 10);
    const categories = CATEGORY_SETS[Math.floor(next() * CATEGORY_SETS.length)]!;
    const markdown = `---
id: ${id}
title: ${JSON.stringify(title)}
slug: ${slug}
date: ${date}
category: ${categories}
author: ${JSON.stringify(meta.author)}
cover: ${meta.cover}
keywords: ${JSON.stringify(meta.keywords)}
description: ${JSON.stringify(meta.description)}
---
${relink(body)}`;
    writeFileSync(path.join(dir, "blog", `${slug}.md`), markdown);
    bytes += Buffer.byteLength(markdown);
    posts.push({ slug, date, categories });
  }
  return { posts, bytes };
}
