// The reading features through the production server: a series' page (and the site's 404 for a
// series it does not have), the blog list filtered by series, RSS and search naming the series,
// a post with its contents, highlighted code, series box, related posts and neighbours; and a
// series that grows, or is numbered twice, on a reload with no rebuild.
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { slugify } from "~/features/blog/slug";
import { contentCopy, postSource, SHIPPED_POSTS, shippedPosts } from "../helpers/content";
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

/** The shipped series: its name, the slug of its address and its parts (in order). */
const PARTS = shippedPosts()
  .filter((post) => post.series)
  .sort((a, b) => a.id - b.id);
const NAME = PARTS[0]!.series!;
const SLUG = slugify(NAME);
const cardLinks = (body: string) =>
  [...body.matchAll(/<h2 class="text-lg[^"]*"><a href="\/blogs\/([^"]+)"/g)].map((m) => m[1]);

test("a series' page lists its parts in order; an unknown series is the site's not-found page", async () => {
  expect(PARTS.length).toBeGreaterThanOrEqual(2);
  const series = await page(`/blogs/series/${SLUG}`);
  expect(series.status).toBe(200);
  expect(series.body).toContain(`<title>`);
  expect(series.body).toContain(`${NAME} (series)</title>`);
  const linked = [...series.body.matchAll(/<h2 class="mt-1[^"]*"><a href="\/blogs\/([^"]+)"/g)];
  expect(linked.map((m) => m[1])).toEqual(PARTS.map((post) => post.slug));
  expect(series.body).toContain(`Part 2 of ${PARTS.length}`);
  for (const unknown of [
    "/blogs/series/no-such-series",
    "/blogs/series/WEB-SPEED",
    "/blogs/series/a%20b",
  ]) {
    const missing = await page(unknown);
    expect(missing.status, unknown).toBe(404);
    expect(missing.body, unknown).toContain("Unexpected Application Error!");
    expect(missing.body, unknown).toContain("404 Not Found");
  }
});

test("the blog list filters by series, as a query its links and its cache key keep", async () => {
  const list = await page(`/blogs?series=${SLUG}`);
  expect(list.status).toBe(200);
  expect(cardLinks(list.body).sort()).toEqual(PARTS.map((post) => post.slug).sort());
  expect(list.body).toMatch(new RegExp(`<option value="${SLUG}" selected="">`));
  // Parameters in another order or with junk are the same page; an unknown series is the whole list.
  expect((await page(`/blogs?utm_source=x&series=${SLUG}`)).etag).toBe(list.etag);
  const unknown = await page("/blogs?series=nope");
  expect(unknown.status).toBe(200);
  expect(unknown.body).toMatch(new RegExp(`${SHIPPED_POSTS}<!-- --> <!-- -->posts`));
});

test("RSS names the series of each part; search finds the series, then its parts", async () => {
  const rss = (await page("/rss.xml")).body;
  const origin = /<link>(.+)\/blogs<\/link>/.exec(rss)![1];
  const domain = `${origin}/blogs/series/${SLUG}`;
  for (const post of PARTS) {
    const item = rss.slice(rss.indexOf(`/blogs/${post.slug}</link>`));
    expect(item.slice(0, item.indexOf("</item>"))).toContain(
      `<category domain="${domain}">${NAME.replace(/&/g, "&amp;")}</category>`,
    );
  }
  const found = await page(`/search?q=${encodeURIComponent(NAME)}`);
  const links = [...found.body.matchAll(/<a href="([^"]+)" data-result=""/g)].map((m) => m[1]);
  expect(links[0]).toBe(`/blogs/series/${SLUG}`);
  expect(links.slice(1, 1 + PARTS.length).sort()).toEqual(
    PARTS.map((post) => `/blogs/${post.slug}`).sort(),
  );
});

test("a post of the series: its place, its contents, code highlighted on the server, related posts and neighbours", async () => {
  const second = PARTS[1]!;
  const post = await page(`/blogs/${second.slug}`);
  expect(post.status).toBe(200);
  expect(post.body).toMatch(
    new RegExp(`Part 2 of ${PARTS.length}<!-- --> <span[^>]*>in the series</span>`),
  );
  expect(post.body).toContain('<span aria-current="page"');
  // Contents: a <details> on phones, a side list on wide screens, both linking every section.
  expect(post.body).toMatch(/<details class="[^"]*lg:hidden" data-contents="">/);
  expect(post.body).toContain('data-enhance="contents" data-contents=""');
  expect(post.body).toMatch(/<h2 id="[a-z0-9-]+">[^<]+<\/h2><a class="heading-anchor" href="#/);
  // Code: highlighted spans and a language label in the HTML, no highlighter among the scripts.
  expect(post.body).toContain('<div class="code-block" data-enhance="code-copy">');
  expect(post.body).toMatch(/<span class="hljs-[a-z_]+">/);
  const scripts = [...post.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  expect(scripts.every((src) => /^\/assets\/enhance-/.test(src!))).toBe(true);
  // The end: three related posts and the neighbours by date.
  const end = post.body.slice(post.body.indexOf('id="related-heading"'));
  expect([...end.matchAll(/<h3 class="text-lg[^"]*"><a href="\/blogs\/([^"]+)"/g)]).toHaveLength(3);
  expect(end).toContain(`<a href="/blogs/${PARTS[0]!.slug}" rel="prev"`);
  expect(end).toContain(`<a href="/blogs/${PARTS[2]!.slug}" rel="next"`);
});

test("a new part shows on a reload with no rebuild; two posts claiming one part are refused with file and line", async () => {
  const part = (id: number, slug: string, seriesPart: number) =>
    postSource({
      id,
      slug,
      date: "2025-09-01",
      category: "Technology",
      cover: `blog/${PARTS[0]!.slug}`,
    }).replace("cover:", `series: ${JSON.stringify(NAME)}\nseriesPart: ${seriesPart}\ncover:`);
  copy.write("blog/zz-part-four.md", part(SHIPPED_POSTS + 1, "part-four", PARTS.length + 1));
  expect((await reloadContent(server)).lastReloadError).toBeNull();
  const grown = await page(`/blogs/series/${SLUG}`);
  expect(grown.body).toContain(`A series in <!-- -->${PARTS.length + 1}<!-- --> parts`);
  expect((await page(`/blogs/${PARTS[0]!.slug}`)).body).toContain(`Part 1 of ${PARTS.length + 1}`);

  const twice = part(SHIPPED_POSTS + 2, "part-four-again", PARTS.length + 1);
  copy.write("blog/zz-part-four-again.md", twice);
  const refused = await reloadContent(server);
  const line = twice.split("\n").findIndex((text) => text.startsWith("seriesPart:")) + 1;
  expect(refused.lastReloadError!.problems).toEqual([
    `${path.join(copy.dir, "blog/zz-part-four-again.md")}:${line}: field "seriesPart": part ${PARTS.length + 1} of "${NAME}" is already ${path.join(copy.dir, "blog/zz-part-four.md")}'s: give this post another part`,
  ]);
  // The content before it still serves.
  expect((await page(`/blogs/series/${SLUG}`)).body).toContain("part-four");
}, 60_000);
