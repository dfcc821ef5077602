import { afterEach, expect, test, vi } from "vitest";
import { postSource, SHIPPED_POSTS, tempContent } from "../../../tests/helpers/content";
import { recentByDate } from "./filters";
import { ContentError } from "~/features/content/problems";
import { createPostCatalog } from "./post-catalog.server";
import { allPostSummaries, getPost, postExists, postIndex, recentPosts } from "./posts.server";

const folders: { remove: () => void }[] = [];
afterEach(() => folders.splice(0).forEach((folder) => folder.remove()));

function twoPosts(extra: Record<string, string> = {}) {
  const content = tempContent({
    blog: {
      "first.md": postSource(
        { id: 1, slug: "first", date: "2024-10-31", category: "Gaming" },
        "## Hello\n\nSome **bold** words.",
      ),
      "second.md": postSource(
        { id: 2, slug: "second", date: "2025-03-05", category: "[Sports, Technology]" },
        Array.from({ length: 700 }, (_, i) => `word${i}`).join(" "),
      ),
      "notes.txt": "not a post",
      ...extra,
    },
  });
  folders.push(content);
  return content.dir;
}

test("a catalog lists the posts by descending id, and renders a post with its reading time", () => {
  const catalog = createPostCatalog(twoPosts(), { imageProblem: () => undefined });
  expect(catalog.summaries().map((post) => post.id)).toEqual([2, 1]);
  const [second, first] = catalog.summaries();
  expect(first!.dateLabel).toBe("31 Oct, 2024");
  expect(second!.dateLabel).toBe("05 Mar, 2025");
  expect(first!.categories).toEqual(["Gaming"]);
  expect(second!.categories).toEqual(["Sports", "Technology"]);
  const post = catalog.get("first")!;
  expect(post.html).toContain('<h2 id="hello">Hello</h2>');
  expect(post.html).toContain("<strong>bold</strong>");
  expect(post.author).toBe("Sam Lee");
  expect(post.readingMinutes).toBe(1);
  expect(catalog.get("second")).toMatchObject({ wordCount: 700, readingMinutes: 3 });
  expect(catalog.exists("second")).toBe(true);
  expect(catalog.get("third")).toBeUndefined();
  expect(catalog.exists("third")).toBe(false);
});

test("a post's body is rendered on its first request only, not when the posts are read", () => {
  const render = vi.fn((markdown: string) => ({
    html: `<p>${markdown.trim().length}</p>`,
    outline: [],
  }));
  const catalog = createPostCatalog(twoPosts(), { imageProblem: () => undefined, render });
  expect(catalog.summaries()).toHaveLength(2);
  expect(catalog.index().latest).toHaveLength(2);
  expect(render).not.toHaveBeenCalled();
  const first = catalog.get("first");
  expect(render).toHaveBeenCalledTimes(1);
  expect(render.mock.calls[0]![0]).toContain("Some **bold** words.");
  expect(catalog.get("first")).toBe(first);
  expect(render).toHaveBeenCalledTimes(1);
});

test("rendered posts are kept up to a bound, the least recently used going first", () => {
  const render = vi.fn((markdown: string) => ({ html: markdown, outline: [] }));
  const catalog = createPostCatalog(twoPosts(), { imageProblem: () => undefined, render, keep: 1 });
  catalog.get("first");
  catalog.get("first");
  catalog.get("second");
  catalog.get("first");
  expect(render).toHaveBeenCalledTimes(3);
});

test("the body is read from disk when first shown", async () => {
  const dir = twoPosts();
  const catalog = createPostCatalog(dir, { imageProblem: () => undefined });
  const { writeFileSync } = await import("node:fs");
  writeFileSync(
    `${dir}/blog/first.md`,
    postSource({ id: 1, slug: "first", date: "2024-10-31", category: "Gaming" }, "Edited *later*."),
  );
  expect(catalog.get("first")!.html).toContain("<em>later</em>");
});

test("a catalog asks about each cover image", () => {
  const asked: string[] = [];
  createPostCatalog(twoPosts(), {
    imageProblem: (name) => {
      asked.push(name);
      return undefined;
    },
  });
  expect(asked.sort()).toEqual(["blog/first", "blog/second"]);
});

test("a bad post stops the catalog with an error naming the file, line and field", () => {
  const dir = twoPosts({
    "broken.md": postSource({ id: 3, slug: "broken", date: "2025-02-30", category: "Gaming" }),
  });
  expect(() => createPostCatalog(dir, { imageProblem: () => undefined })).toThrow(ContentError);
  expect(() => createPostCatalog(dir, { imageProblem: () => undefined })).toThrow(
    /\/blog\/broken\.md:5: field "date"/,
  );
});

test("a missing cover names the file", () => {
  const imageProblem = (name: string) =>
    name === "blog/second" ? "not rendered: run npm run images" : undefined;
  expect(() => createPostCatalog(twoPosts(), { imageProblem })).toThrow(
    /\/blog\/second\.md:8: field "cover": not rendered: run npm run images/,
  );
});

test("a missing content folder says so", () => {
  expect(() =>
    createPostCatalog("/nonexistent/content", { imageProblem: () => undefined }),
  ).toThrow(/\/nonexistent\/content\/blog: cannot read the content folder/);
});

test("the real content has a post per file, with ids 1 to their count, newest first", () => {
  const summaries = allPostSummaries();
  expect(summaries).toHaveLength(SHIPPED_POSTS);
  expect(summaries.map((post) => post.id)).toEqual(
    Array.from({ length: SHIPPED_POSTS }, (_, i) => SHIPPED_POSTS - i),
  );
});

test("a real post with a titled figure renders a figure with a caption", () => {
  const html = getPost("how-processors-work")!.html;
  expect(html).toMatch(
    /<figure><img [^>]*src="\/images\/figures\/cpu-pipeline\.svg"[^>]*>\s*<figcaption>[^<]+<\/figcaption><\/figure>/,
  );
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

test("real post dates start on 2024-10-31, include the spec's 2025-06-20, and all three categories are used", () => {
  const summaries = allPostSummaries();
  const dates = summaries.map((post) => post.date).sort();
  expect(dates[0]).toBe("2024-10-31");
  expect(dates).toContain("2025-06-20");
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

test("the real content's index and recent posts are the ones computed from its summaries", () => {
  expect(postIndex().latest).toEqual(allPostSummaries());
  expect(recentPosts()).toEqual(recentByDate(allPostSummaries()));
});

test("an unknown slug has no post", () => {
  expect(getPost("nope")).toBeUndefined();
  expect(postExists("nope")).toBe(false);
});
