// Search through the production server: its pages go through the page cache keyed by the
// normalised query, hostile queries never answer 500 or come back unescaped, and the index
// follows the content on reload.
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { NEXT_POST_DATE, contentCopy, postSource, SHIPPED_POSTS } from "../helpers/content";
import { get, reloadContent, startProductionServer, type RunningServer } from "../helpers/server";

let server: RunningServer;
let copy: ReturnType<typeof contentCopy>;
beforeAll(async () => {
  copy = contentCopy();
  server = await startProductionServer({
    CONTENT_DIR: copy.dir,
    DATABASE_URL: `file:${path.join(copy.dir, "data", "site.db")}`,
  });
}, 30_000);
afterAll(async () => {
  await server?.stop();
  copy?.remove();
});

const page = async (target: string) => {
  const response = await get(`${server.url}${target}`);
  return {
    status: response.status,
    etag: response.headers.get("etag"),
    body: await response.text(),
  };
};
const cachedPages = async () =>
  ((await (await fetch(`${server.url}/healthz`)).json()) as { pageCache: { entries: number } })
    .pageCache.entries;
const resultLinks = (body: string) =>
  [...body.matchAll(/<a href="([^"]+)" data-result=""/g)].map((match) => match[1]);

test("spellings of one query are one page in the cache: case, spaces, defaults and unknown parameters", async () => {
  const first = await page("/search?q=hawk-eye");
  expect(first.status).toBe(200);
  expect(resultLinks(first.body)[0]).toBe("/blogs/cricket-technology-hawk-eye-and-ultraedge");
  const entries = await cachedPages();
  for (const variant of [
    "/search?q=Hawk-Eye",
    "/search?q=%20%20HAWK-EYE%20",
    "/search?q=hawk-eye&page=1",
    "/search?utm_source=x&q=hawk-eye",
    "/search?q=hawk-eye&kind=",
  ]) {
    const answer = await page(variant);
    expect(answer.status, variant).toBe(200);
    expect(answer.etag, variant).toBe(first.etag);
  }
  expect(await cachedPages()).toBe(entries);
  // A different query is a page of its own.
  await page("/search?q=cricket");
  expect(await cachedPages()).toBe(entries + 1);
  // Over 100 characters: the first 100 are the query, so longer spellings share its page.
  const long = "cricket ".repeat(40);
  const cut = await page(`/search?q=${encodeURIComponent(long)}`);
  expect((await page(`/search?q=${encodeURIComponent(long.slice(0, 100))}`)).etag).toBe(cut.etag);
}, 60_000);

test("an invisible character inside a word is dropped: foot\\u200Bball and foot\\u00ADball are the football page", async () => {
  const football = await page("/search?q=football");
  expect(resultLinks(football.body).length).toBeGreaterThan(0);
  const entries = await cachedPages();
  for (const variant of [
    "/search?q=foot%E2%80%8Bball",
    "/search?q=foot%C2%ADball",
    "/search?q=%E2%80%8Bfootball%E2%80%8B",
  ]) {
    const answer = await page(variant);
    expect(answer.status, variant).toBe(200);
    expect(answer.etag, variant).toBe(football.etag);
  }
  expect(await cachedPages()).toBe(entries);
}, 60_000);

test("search finds the site's own pages, the CSC standings by NRR and a team of a season not yet played; each answers 200", async () => {
  const firsts: Record<string, string> = {
    about: "/about",
    contact: "/contact",
    privacy: "/privacy-policy",
    cookies: "/privacy-policy",
    terms: "/terms-and-conditions",
    disclaimer: "/disclaimer",
    nrr: "/gaming/csc/standings",
    "oval invincibles": "/gaming/csc/teams/oval-invincibles",
  };
  for (const [query, href] of Object.entries(firsts)) {
    expect(resultLinks((await page(`/search?q=${encodeURIComponent(query)}`)).body)[0], query).toBe(
      href,
    );
    expect((await page(href)).status, href).toBe(200);
  }
  expect(
    resultLinks((await page("/search?q=grand+final+2025")).body)
      .slice(0, 2)
      .sort(),
  ).toEqual(["/gaming/csc/matches/2025/grand-final", "/gaming/ucc/matches/2025/grand-final"]);
}, 60_000);

test("hostile queries: 200 or 4xx, never 500, and nothing comes back unescaped", async () => {
  const queries = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "%00",
    "%E2%80%A8%E2%80%A9",
    "x".repeat(10_000),
    '"a" AND -b*',
    "site:example.com OR 1=1",
    "🏏⚽👾",
    "%F0%9F",
    "()[]{}*?~^",
    "\u0001\u0002",
  ];
  for (const raw of queries) {
    const target = `/search?q=${raw.startsWith("%") ? raw : encodeURIComponent(raw)}`;
    const answer = await page(target);
    expect(answer.status, raw.slice(0, 40)).toBeLessThan(500);
    expect(answer.body).not.toContain("<script>alert(1)</script>");
    expect(answer.body).not.toContain("<img src=x onerror");
  }
  expect(
    (await page("/search?q=" + encodeURIComponent("<script>alert(1)</script>"))).body,
  ).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
}, 60_000);

test("a post published and reloaded is found by a word of its body, with no restart", async () => {
  expect(resultLinks((await page("/search?q=zyphrontium")).body)).toEqual([]);
  copy.write(
    "blog/a-rare-word.md",
    postSource(
      {
        id: SHIPPED_POSTS + 1,
        slug: "a-rare-word",
        title: "A rare word",
        date: NEXT_POST_DATE,
        category: "Technology",
        cover: "blog/how-processors-work",
      },
      "The zyphrontium alloy, deep in the body.",
    ),
  );
  await reloadContent(server);
  // The index of the new content is built in the background; the search page waits for it.
  const after = await page("/search?q=zyphrontium");
  expect(resultLinks(after.body)).toEqual(["/blogs/a-rare-word"]);
  expect(after.body).toContain("<mark>zyphrontium</mark>");
  expect(server.output()).toMatch(
    new RegExp(`Search index \\w+: \\d+ documents \\(${SHIPPED_POSTS + 1} posts`),
  );
}, 60_000);
