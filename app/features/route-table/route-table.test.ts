import { expect, test, vi } from "vitest";
import { currentContent } from "~/features/content/current.server";
import type { PageHandle } from "./handle";
import { decodablePath, routeTable, sitemapEntries, type RouteRecord } from "./route-table";

const page = (handle?: PageHandle) => ({ default: () => null, handle });

/** A small build manifest: a root, a layout with an index and a child, a parameter route, a resource route, a catch-all. */
const RECORDS: Record<string, RouteRecord> = {
  root: { id: "root", path: "", module: page() },
  home: { id: "home", parentId: "root", index: true, module: page() },
  cup: { id: "cup", parentId: "root", path: "cup", module: page() },
  "cup-home": { id: "cup-home", parentId: "cup", index: true, module: page() },
  "cup-table": {
    id: "cup-table",
    parentId: "cup",
    path: "table",
    module: page({ query: (params) => (params.get("year") ? `?year=${params.get("year")}` : "") }),
  },
  post: {
    id: "post",
    parentId: "root",
    path: "posts/:slug",
    module: page({ sitemap: () => [{ path: "/posts/a", lastmod: "2025-01-02" }] }),
  },
  feed: { id: "feed", parentId: "root", path: "feed.xml", module: {} },
  missing: { id: "missing", parentId: "root", path: "*", module: page({ sitemap: false }) },
};

test("pages are the routes with a component and no children, at their full path", () => {
  const table = routeTable(RECORDS);
  expect(table.pages.map((entry) => [entry.id, entry.path])).toEqual([
    ["home", "/"],
    ["cup-home", "/cup"],
    ["cup-table", "/cup/table"],
    ["post", "/posts/:slug"],
    ["missing", "/*"],
  ]);
});

test("a path is matched as the router matches it, with its params and its route's handle", () => {
  const table = routeTable(RECORDS);
  expect(table.match("/cup")?.id).toBe("cup-home");
  expect(table.match("/CUP/Table")?.path).toBe("/cup/table");
  expect(
    table.match("/cup/table")?.handle.query?.(new URLSearchParams("year=2025&x=1"), {
      path: "/cup/table",
      content: currentContent(),
    }),
  ).toBe("?year=2025");
  expect(table.match("/posts/b")).toMatchObject({ id: "post", params: { slug: "b" } });
  expect(table.match("/nope/at/all")?.id).toBe("missing");
});

test("the sitemap: each page's own path unless its handle lists its addresses or says false; a parameter route lists its own", () => {
  expect(sitemapEntries(routeTable(RECORDS), currentContent())).toEqual([
    { path: "/" },
    { path: "/cup" },
    { path: "/cup/table" },
    { path: "/posts/a", lastmod: "2025-01-02" },
  ]);
  const silent = routeTable({ ...RECORDS, post: { ...RECORDS.post!, module: page() } });
  expect(sitemapEntries(silent, currentContent()).map((entry) => entry.path)).not.toContain(
    "/posts/:slug",
  );
});

test("a path whose escapes do not decode is matched as the text it is, without the router's warning", () => {
  expect(decodablePath("/posts/a%20b")).toBe("/posts/a%20b");
  expect(decodablePath("/posts/%zz/x%41")).toBe("/posts/%25zz/x%41");
  expect(decodablePath("/%E0%A4%A")).toBe("/%25E0%25A4%25A");
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    const table = routeTable(RECORDS);
    expect(table.match("/posts/%E0%A4%A")).toMatchObject({
      id: "post",
      params: { slug: "%E0%A4%A" },
    });
    expect(table.match(`/%zz${"a".repeat(8_000)}`)?.id).toBe("missing");
    expect(warn).not.toHaveBeenCalled();
  } finally {
    warn.mockRestore();
  }
});
