import { expect, test } from "vitest";
import { appRouteTable } from "../../../tests/helpers/route-table";
import { canonicalUrl as canonicalUrlWith, lowerCasePath } from "./canonical-url.server";

// The app's own routes: each page's handle says which query it reads.
const routes = await appRouteTable();
const canonicalUrl = (target: string) => canonicalUrlWith(target, routes);

test("pages that read no query drop it all", () => {
  expect(canonicalUrl("/shop?utm_source=x&a=1")).toBe("/shop");
  expect(canonicalUrl("/blogs/how-processors-work?fbclid=1")).toBe("/blogs/how-processors-work");
  expect(canonicalUrl("/")).toBe("/");
});

test("/blogs keeps its filters in one order, without defaults or junk", () => {
  expect(canonicalUrl("/blogs?q=a")).toBe("/blogs?q=a");
  expect(canonicalUrl("/blogs?page=1&q=a")).toBe("/blogs?q=a");
  expect(canonicalUrl("/blogs?q=a&junk=1&sort=latest&category=All")).toBe("/blogs?q=a");
  expect(canonicalUrl("/blogs?year=2025&category=Gaming&month=3&sort=oldest&page=2")).toBe(
    "/blogs?category=Gaming&sort=oldest&year=2025&month=3&page=2",
  );
  expect(canonicalUrl("/blogs?month=3")).toBe("/blogs");
  expect(canonicalUrl("/blogs?category=Nope&sort=sideways&page=-4")).toBe("/blogs");
});

test("/services keeps its search and a known category", () => {
  expect(canonicalUrl("/services?category=All&q=")).toBe("/services");
  expect(canonicalUrl("/services?category=Website%20Development&x=1")).toBe(
    "/services?category=Website+Development",
  );
  expect(canonicalUrl("/services?category=Nope")).toBe("/services");
});

test("/gaming keeps a known playlist filter, in its canonical spelling, and nothing else", () => {
  expect(canonicalUrl("/gaming")).toBe("/gaming");
  expect(canonicalUrl("/gaming?playlists=GTA&utm_source=x")).toBe("/gaming?playlists=GTA");
  expect(canonicalUrl("/gaming?playlists=hitman")).toBe("/gaming?playlists=HITMAN");
  expect(canonicalUrl("/gaming?playlists=ALL")).toBe("/gaming");
  expect(canonicalUrl("/gaming?playlists=minecraft")).toBe("/gaming");
});

test("odd targets: percent-escapes are kept, dot segments resolved, nothing throws", () => {
  expect(canonicalUrl("/a/../shop")).toBe("/shop");
  expect(canonicalUrl("/%E0%A4%A?x")).toBe("/%E0%A4%A");
  expect(canonicalUrl("/blogs?q=%ff")).toBe("/blogs?q=%EF%BF%BD");
});

test("tournament pages keep their year, group, metric and view; defaults and junk dropped; unknown values kept for the 404", () => {
  expect(canonicalUrl("/gaming/ucc/standings?group=A&year=2025&utm_source=x")).toBe(
    "/gaming/ucc/standings",
  );
  expect(canonicalUrl("/gaming/ucc/standings?group=C&year=2024")).toBe(
    "/gaming/ucc/standings?year=2024&group=C",
  );
  expect(canonicalUrl("/gaming/ucc/teams?view=country")).toBe("/gaming/ucc/teams?view=country");
  expect(canonicalUrl("/gaming/ucc/stats?metric=cleanSheets&x=1")).toBe(
    "/gaming/ucc/stats?metric=cleanSheets",
  );
  expect(canonicalUrl("/gaming/ucc/qualifiers?year=2026-q&group=1")).toBe("/gaming/ucc/qualifiers");
  expect(canonicalUrl("/gaming/ucc/qualifiers?year=2025-q&group=2")).toBe(
    "/gaming/ucc/qualifiers?year=2025-q&group=2",
  );
  expect(canonicalUrl("/gaming/csc/stats?metric=wickets")).toBe("/gaming/csc/stats?metric=wickets");
  expect(canonicalUrl("/gaming/ucc/standings?year=1999&group=B")).toBe(
    "/gaming/ucc/standings?year=1999",
  );
  expect(canonicalUrl("/gaming/ucc/standings?group=Z")).toBe("/gaming/ucc/standings?group=Z");
  expect(canonicalUrl("/gaming/ucc/info?year=2024")).toBe("/gaming/ucc/info");
  expect(canonicalUrl("/gaming/csc?metric=runs")).toBe("/gaming/csc");
});

test("/tv keeps a channel, upper case; MIX is the bare page; an unknown one stays so it answers 404", () => {
  expect(canonicalUrl("/tv")).toBe("/tv");
  expect(canonicalUrl("/tv?channel=MIX&utm_source=x")).toBe("/tv");
  expect(canonicalUrl("/tv?channel=")).toBe("/tv");
  expect(canonicalUrl("/tv?channel=gta")).toBe("/tv?channel=GTA");
  expect(canonicalUrl("/tv?x=1&channel=UCC")).toBe("/tv?channel=UCC");
  expect(canonicalUrl("/tv?channel=nope")).toBe("/tv?channel=nope");
});

test("a path that resolves to several leading slashes is one path on this site, never another host", () => {
  // Found by the fuzz test: "/theme/..//?a=1" resolved to "//?a=1", which failed to render (a 500).
  expect(canonicalUrl("/theme/..//?a=1")).toBe("/");
  expect(canonicalUrl("/blogs/..//evil.example/x")).toBe("/evil.example/x");
  expect(canonicalUrl("//evil.example/blogs?q=a")).toBe("/evil.example/blogs");
  expect(canonicalUrl("///blogs?q=a")).toBe("/blogs?q=a");
  expect(canonicalUrl("/a/../../../etc/passwd")).toBe("/etc/passwd");
});

test("a path with an encoded control character or line separator is no page (the router cannot match it)", () => {
  // Found by the fuzz test: "/%0A" failed the router's catch-all route and logged a stack.
  for (const target of [
    "/%0A",
    "/gaming/ucc/qualifiers/a%0Db",
    "/x%09",
    "/x%00",
    "/x%7F",
    "/x%E2%80%A8",
    "/x%e2%80%a9y",
  ])
    expect(canonicalUrl(target), target).toBeUndefined();
  expect(canonicalUrl("/x%20y%C3%A9")).toBe("/x%20y%C3%A9");
  expect(canonicalUrl("/blogs?q=%0A")).toBe("/blogs?q=%0A");
});

test("every spelling of a path is one path: single slashes, no trailing slash, no needless escapes", () => {
  for (const target of [
    "/blog%73",
    "/%62%6C%6F%67%73",
    "/blogs/",
    "/blogs//",
    "//blogs///",
    "/./blogs/.",
  ])
    expect(canonicalUrl(target), target).toBe("/blogs");
  expect(canonicalUrl("/blogs/ai-in-video-games////")).toBe("/blogs/ai-in-video-games");
  expect(canonicalUrl("/gaming//ucc/standings/?year=2024")).toBe("/gaming/ucc/standings?year=2024");
  expect(canonicalUrl("//")).toBe("/");
  // Escapes that must stay escapes keep them, in upper case; "~" needs none. Letter case is kept here.
  expect(canonicalUrl("/x%c3%a9%2f%7e")).toBe("/x%C3%A9%2F~");
  expect(canonicalUrl("/api/tv/%47TA")).toBe("/api/tv/GTA");
  expect(canonicalUrl("/BLOGS")).toBe("/BLOGS");
  // A canonical path is its own canonical form.
  for (const target of [
    "/",
    "/blogs",
    "/blogs/how-processors-work",
    "/x%C3%A9%2F~",
    "/gaming/ucc/standings",
  ])
    expect(canonicalUrl(target)).toBe(target);
});

test("a page's address in lower case: the path only, escapes and query kept", () => {
  expect(lowerCasePath("/BLOGS")).toBe("/blogs");
  expect(lowerCasePath("/Blogs/AI-in-Video-Games?q=Ai")).toBe("/blogs/ai-in-video-games?q=Ai");
  expect(lowerCasePath("/%C3%89T%C3%89")).toBe("/%C3%89t%C3%89");
  expect(lowerCasePath("/blogs")).toBe("/blogs");
});
