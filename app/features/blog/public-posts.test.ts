import { expect, test } from "vitest";
import type { PostSummary } from "./filters";
import { createVisibility } from "./public-posts";
import type { Frontmatter } from "./schema";

const MOMENT = Date.UTC(2026, 11, 1, 9, 0, 0);

function post(id: number, extra: Partial<Frontmatter> = {}) {
  const meta: Frontmatter = {
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    date: `2026-11-${String(id).padStart(2, "0")}`,
    category: ["Gaming"],
    cover: `blog/post-${id}`,
    keywords: "a",
    description: "A description long enough.",
    ...extra,
  };
  const summary: PostSummary = {
    id,
    title: meta.title,
    slug: meta.slug,
    date: meta.date,
    dateLabel: meta.date,
    categories: meta.category,
    cover: meta.cover,
    description: meta.description,
  };
  return { file: { file: `blog/${meta.slug}.md`, meta }, summary };
}

const posts = [
  post(5, { publishAt: "2027-01-01" }),
  post(4, { draft: true }),
  post(3, { publishAt: "2026-12-01T09:00:00Z" }),
  post(2, { publishAt: "2020-01-01" }),
  post(1),
];
const files = posts.map(({ file }) => file);
const summaries = posts.map(({ summary }) => summary);
const slugs = (view: { summaries: () => PostSummary[] }) =>
  view.summaries().map((summary) => summary.slug);

test("the public posts at a time: no drafts, no post before its moment; every list agrees", () => {
  const visibility = createVisibility(files, summaries);
  const before = visibility.at(MOMENT - 1000);
  expect(slugs(before)).toEqual(["post-2", "post-1"]);
  expect(before.files().map(({ meta }) => meta.id)).toEqual([2, 1]);
  expect(before.index().latest.map((summary) => summary.slug)).toEqual(["post-2", "post-1"]);
  expect(before.recent().map((summary) => summary.slug)).toEqual(["post-2", "post-1"]);
  expect(before.exists("post-3")).toBe(false);
  expect(before.exists("post-4")).toBe(false);
  const at = visibility.at(MOMENT);
  expect(slugs(at)).toEqual(["post-3", "post-2", "post-1"]);
  expect(at.index().bySlug.has("post-3")).toBe(true);
  expect(at.exists("post-3")).toBe(true);
  expect(slugs(visibility.at(Date.UTC(2027, 0, 1)))).toEqual([
    "post-5",
    "post-3",
    "post-2",
    "post-1",
  ]);
  // Everything that will ever be public (what search indexes): never a draft.
  expect(slugs(visibility.at(Infinity))).not.toContain("post-4");
});

test("one view per epoch: the same object between two moments, a new one at a moment", () => {
  const visibility = createVisibility(files, summaries);
  expect(visibility.at(MOMENT - 5000)).toBe(visibility.at(MOMENT - 1));
  expect(visibility.at(MOMENT)).not.toBe(visibility.at(MOMENT - 1));
  expect(visibility.at(MOMENT)).toBe(visibility.at(Date.UTC(2026, 11, 31)));
  expect(visibility.nextMoment(MOMENT - 1)).toBe(MOMENT);
  expect(visibility.nextMoment(MOMENT)).toBe(Date.UTC(2027, 0, 1));
  expect(visibility.lastMoment(MOMENT)).toBe(MOMENT);
  expect(visibility.lastMoment(MOMENT - 1)).toBe(Date.UTC(2020, 0, 1));
});

test("the development server's preview: every post, drafts and scheduled ones, and no moments", () => {
  const visibility = createVisibility(files, summaries, { preview: true });
  expect(slugs(visibility.at(0))).toEqual(["post-5", "post-4", "post-3", "post-2", "post-1"]);
  expect(visibility.nextMoment(0)).toBeUndefined();
});
