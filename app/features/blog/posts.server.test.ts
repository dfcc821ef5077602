import { expect, test } from "vitest";
import { allPostSummaries, getPost, loadPosts, postExists } from "./posts.server";
import { ContentError } from "./frontmatter";

function source(fields: { id: number; slug: string; date: string; category: string }, body: string): string {
  return `---
id: ${fields.id}
title: "Post ${fields.id}"
slug: ${fields.slug}
date: ${fields.date}
category: ${fields.category}
author: Sam Lee
cover: blog/${fields.slug}
keywords: "one, two"
description: "Post ${fields.id} has a description long enough to pass."
---

${body}
`;
}

function twoSources(): Record<string, string> {
  return {
    "../../../content/blog/first.md": source({ id: 1, slug: "first", date: "2024-10-31", category: "Gaming" }, "## Hello\n\nSome **bold** words."),
    "../../../content/blog/second.md": source(
      { id: 2, slug: "second", date: "2025-03-05", category: "[Sports, Technology]" },
      Array.from({ length: 700 }, (_, i) => `word${i}`).join(" "),
    ),
  };
}

test("loadPosts returns the posts by descending id with label, html and reading time", () => {
  const posts = loadPosts(twoSources(), () => true);
  expect(posts.map((post) => post.id)).toEqual([2, 1]);
  const [second, first] = posts;
  expect(first!.dateLabel).toBe("31 Oct, 2024");
  expect(second!.dateLabel).toBe("05 Mar, 2025");
  expect(first!.html).toContain("<h2>Hello</h2>");
  expect(first!.html).toContain("<strong>bold</strong>");
  expect(first!.categories).toEqual(["Gaming"]);
  expect(second!.categories).toEqual(["Sports", "Technology"]);
  expect(first!.author).toBe("Sam Lee");
  expect(first!.readingMinutes).toBe(1);
  expect(second!.wordCount).toBe(700);
  expect(second!.readingMinutes).toBe(3);
  for (const post of posts) expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
});

test("loadPosts asks imageExists about each cover", () => {
  const asked: string[] = [];
  loadPosts(twoSources(), (name) => {
    asked.push(name);
    return true;
  });
  expect(asked.sort()).toEqual(["blog/first", "blog/second"]);
});

test("loadPosts throws an error naming the file of a bad source", () => {
  const sources = twoSources();
  sources["../../../content/blog/broken.md"] = source({ id: 3, slug: "broken", date: "2025-02-30", category: "Gaming" }, "Body.");
  expect(() => loadPosts(sources, () => true)).toThrow(ContentError);
  expect(() => loadPosts(sources, () => true)).toThrow(/content\/blog\/broken\.md: field "date"/);
});

test("loadPosts throws naming the file when a cover is missing", () => {
  expect(() => loadPosts(twoSources(), (name) => name !== "blog/second")).toThrow(/content\/blog\/second\.md: field "cover"/);
});

test("the real content has 18 posts with ids 1 to 18, newest first", () => {
  const summaries = allPostSummaries();
  expect(summaries).toHaveLength(18);
  expect(summaries.map((post) => post.id)).toEqual(Array.from({ length: 18 }, (_, i) => 18 - i));
});

test("a real post with a titled figure renders a figure with a caption", () => {
  const html = getPost("how-processors-work")!.html;
  expect(html).toMatch(/<figure><img [^>]*src="\/images\/figures\/cpu-pipeline\.svg"[^>]*>\s*<figcaption>[^<]+<\/figcaption><\/figure>/);
});

test("the Forza Horizon 5 review holds a video", () => {
  const html = getPost("forza-horizon-5-review")!.html;
  expect(html).toContain("<video");
  expect(html).toContain('type="video/mp4"');
});

test("at least one real post links to the shop", () => {
  const slugs = allPostSummaries().map((post) => post.slug);
  const linking = slugs.filter((slug) => /href="\/shop[/"?#]/.test(getPost(slug)!.html));
  expect(linking.length).toBeGreaterThanOrEqual(1);
});

test("every real post has at least 500 words", () => {
  for (const { slug } of allPostSummaries()) {
    const post = getPost(slug)!;
    expect(post.wordCount, slug).toBeGreaterThanOrEqual(500);
    expect(post.readingMinutes, slug).toBeGreaterThanOrEqual(1);
  }
});

test("real post dates run from 2024-10-31 to 2025-06-20 and all three categories are used", () => {
  const summaries = allPostSummaries();
  const dates = summaries.map((post) => post.date).sort();
  expect(dates[0]).toBe("2024-10-31");
  expect(dates.at(-1)).toBe("2025-06-20");
  const categories = new Set(summaries.flatMap((post) => post.categories));
  expect([...categories].sort()).toEqual(["Gaming", "Sports", "Technology"]);
});

test("every summary matches its full post", () => {
  for (const summary of allPostSummaries()) {
    const post = getPost(summary.slug)!;
    expect(post).toMatchObject(summary);
    expect(postExists(summary.slug)).toBe(true);
  }
});

test("an unknown slug has no post", () => {
  expect(getPost("nope")).toBeUndefined();
  expect(postExists("nope")).toBe(false);
});
