import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { allPostSummaries } from "~/features/blog/posts.server";
import { closeViewStore, viewStore } from "~/features/views/views.server";
import { SHIPPED_POSTS } from "../../../tests/helpers/content";
import { loaderArgs } from "../../../tests/helpers/routes";
import { loader } from "./index";

// Most viewed reads the view store: a throwaway SQLite file, never the site's own database.
let dir = "";
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "vv-blogs-loader-"));
  vi.stubEnv("DATABASE_URL", `file:${path.join(dir, "site.db")}`);
});
afterAll(async () => {
  await closeViewStore();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

/** The loader's data (it wraps it with data() to give the Most viewed list its own Cache-Control). */
const load = async (query = "") => (await loader(loaderArgs(`/blogs${query}`))).data;

test("no filter: every post, newest id first, twelve a page, links to each page", async () => {
  const data = await load();
  expect(data.total).toBe(SHIPPED_POSTS);
  expect(data.items).toHaveLength(12);
  expect(data.items[0]!.id).toBe(SHIPPED_POSTS);
  expect(data.pages.map((link) => link.kind === "page" && link.href)).toEqual([
    "/blogs",
    "/blogs?page=2",
  ]);
  expect(data.next).toBe("/blogs?page=2");
  expect(data.years.map((year) => year.label)).toEqual(["All Years", "2025", "2024"]);
  expect(data.categories[0]).toEqual({ value: "All", count: SHIPPED_POSTS });
  expect(data.views).toBeUndefined();
});

test("search, category, year and month combine, as the URL says", async () => {
  const data = await load("?q=review&category=Gaming&year=2025&month=3");
  expect(data.items.map((post) => post.slug)).toEqual(["forza-horizon-5-review"]);
  expect(data.filter).toMatchObject({
    q: "review",
    category: "Gaming",
    year: 2025,
    month: 3,
    page: 1,
  });
  // The months of 2025 that hold posts, from the content.
  const months = allPostSummaries()
    .filter((post) => post.date.startsWith("2025-"))
    .map((post) => Number(post.date.slice(5, 7)));
  expect(data.months.map((option) => option.month)).toEqual(
    [...new Set(months)].sort((a, b) => a - b),
  );
});

test("a year without posts is ignored: the whole list, All Years current", async () => {
  const data = await load("?year=2019&month=3");
  expect(data.total).toBe(SHIPPED_POSTS);
  expect(data.filter).toMatchObject({ year: undefined, month: undefined });
  expect(data.years.find((year) => year.current)?.label).toBe("All Years");
});

test("a month without posts in the year is ignored, the year kept", async () => {
  const data = await load("?year=2025&month=5");
  expect(data.filter).toMatchObject({ year: 2025, month: undefined });
  expect(data.items.every((post) => post.date.startsWith("2025-"))).toBe(true);
});

test("nonsense values fall back to the defaults; a page past the end shows the last page", async () => {
  const data = await load("?category=Cooking&sort=random&year=abc&month=13&page=99");
  // A full page holds what the first page shows (there are more posts than one page).
  const pageSize = (await load()).items.length;
  const pages = Math.ceil(SHIPPED_POSTS / pageSize);
  expect(data.filter).toEqual({
    q: "",
    category: "All",
    sort: "latest",
    year: undefined,
    month: undefined,
    page: pages,
  });
  expect(data.items).toHaveLength(SHIPPED_POSTS - (pages - 1) * pageSize);
});

test("Most viewed sorts by the stored counts and hands them to the cards", async () => {
  const store = await viewStore();
  for (let i = 0; i < 3; i += 1) await store.increment("euro-truck-simulator-2-beginners-guide");
  await store.increment("how-processors-work");
  const data = await load("?sort=popular");
  expect(data.items.slice(0, 2).map((post) => post.slug)).toEqual([
    "euro-truck-simulator-2-beginners-guide",
    "how-processors-work",
  ]);
  expect(data.views).toMatchObject({
    "euro-truck-simulator-2-beginners-guide": 3,
    "how-processors-work": 1,
  });
  expect(data.viewsUnavailable).toBe(false);
});

test("Most viewed with the store down: the latest first, the choice kept, the failure logged once", async () => {
  vi.resetModules();
  vi.stubEnv("DATABASE_URL", "file:/dev/null/not-a-folder/site.db");
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    // Fresh modules hold no content yet: they read it on first use, as the setup has the first ones do.
    (await import("~/content/install.server")).readContentOnFirstUse();
    const fresh = await import("./index");
    const { data } = await fresh.loader(loaderArgs("/blogs?sort=popular"));
    expect(data.viewsUnavailable).toBe(true);
    expect(data.views).toBeUndefined();
    expect(data.filter.sort).toBe("popular");
    expect(data.items[0]!.id).toBe(SHIPPED_POSTS);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toMatch(/^View store error: /);
  } finally {
    logged.mockRestore();
  }
});
