// Drafts and scheduled posts through the production build: a draft is in no public place; a
// scheduled post is in none until its moment, then in every one at once (the post's page, the
// lists, home, RSS, the sitemap, search, the view counter) on every instance, with no reload. The
// servers run on a test clock (TEST_CLOCK_FILE, honoured only with NODE_ENV=test) that the test
// moves; it waits for the servers to say they published, never for a time.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { contentCopy, postSource, SHIPPED_POSTS } from "../helpers/content";
import { get, startServerProcess, type RunningServer } from "../helpers/server";

const MOMENT = Date.UTC(2026, 11, 1, 9, 0, 0);
const SCHEDULED = "quokkatron-arrives";
const DRAFT = "zebrafrost-notes";
const LATER = "far-future-walrusphone";
/** The public places a post may show in (its own page apart). */
const SURFACES = [
  "/",
  "/blogs",
  "/blogs?category=Gaming",
  "/blogs?year=2026",
  "/rss.xml",
  "/sitemap.xml",
  "/blogs/ai-in-video-games",
];

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The site's content with a scheduled post (the next id), a draft (a gap before its id) and a post scheduled years ahead. */
function contentWithSchedule() {
  const copy = contentCopy();
  cleanups.push(() => copy.remove());
  const posts = [
    [
      SHIPPED_POSTS + 1,
      SCHEDULED,
      "2026-12-01",
      "Quokkatron arrives",
      "publishAt: 2026-12-01T10:00:00+01:00",
    ],
    [SHIPPED_POSTS + 3, DRAFT, "2026-11-20", "Zebrafrost notes", "draft: true"],
    [SHIPPED_POSTS + 4, LATER, "2030-01-01", "Walrusphone", "publishAt: 2030-01-01"],
  ] as const;
  for (const [id, slug, date, title, field] of posts) {
    const source = postSource(
      { id, slug, date, title, category: "Gaming", cover: "blog/ai-in-video-games" },
      `The ${title.toLowerCase()} text.`,
    );
    copy.write(
      `blog/${slug}.md`,
      source.replace("author: Sam Lee\n", `author: Sam Lee\n${field}\n`),
    );
  }
  return copy;
}

async function serve(dir: string, clock: string, env: Record<string, string> = {}) {
  const server = await startServerProcess({
    script: "server.js",
    env: {
      NODE_ENV: "test",
      TEST_CLOCK_FILE: clock,
      CONTENT_DIR: dir,
      DATABASE_URL: `file:${path.join(dir, `site-${Math.random()}.db`)}`,
      PUBLIC_ORIGIN: "https://site.example.com",
      ...env,
    },
  });
  cleanups.push(() => server.stop());
  return server;
}

async function text(server: RunningServer, target: string) {
  const response = await get(`${server.url}${target}`);
  return { status: response.status, body: await response.text(), response };
}

/** Every public place's text, the post's own page and a search for its name included. */
async function everywhere(server: RunningServer, slug: string, title: string) {
  const word = title.split(" ")[0]!.toLowerCase();
  const pages = await Promise.all(SURFACES.map((target) => text(server, target)));
  const search = await text(server, `/search?q=${word}`);
  const listSearch = await text(server, `/blogs?q=${word}`);
  const own = await text(server, `/blogs/${slug}`);
  const views = await fetch(`${server.url}/api/views?slugs=${slug}`).then(
    (r) => r.json() as Promise<{ views: Record<string, number> }>,
  );
  const counted = await fetch(`${server.url}/api/views/${slug}`);
  return {
    /** The surfaces that name the post. */
    naming: [...pages, search, listSearch]
      .map((page, i) => [[...SURFACES, "search", "list search"][i]!, page.body] as const)
      // By its address or its title: a search page says the word it was asked for in any case.
      .filter(([, body]) => body.includes(slug) || body.includes(title))
      .map(([target]) => target),
    search: search.body,
    own,
    viewsKnown: slug in views.views,
    countStatus: counted.status,
  };
}

test("a scheduled post is nowhere until its moment, then everywhere on every instance, without a reload", async () => {
  const copy = contentWithSchedule();
  const clock = path.join(copy.dir, "clock");
  // An hour before: pages rendered now are kept their usual 300 s (real time), but a CDN's stale copy not past the moment.
  writeFileSync(clock, new Date(MOMENT - 3600_000).toISOString());
  const [one, two] = await Promise.all([serve(copy.dir, clock), serve(copy.dir, clock)]);

  for (const server of [one!, two!]) {
    const before = await everywhere(server, SCHEDULED, "Quokkatron arrives");
    expect(before.naming).toEqual([]);
    expect(before.own.status).toBe(404);
    expect(before.own.body).toContain("Blog post not found!");
    expect(before.viewsKnown).toBe(false);
    expect(before.countStatus).toBe(404);
    // Not even "Did you mean": the word is only in the scheduled post.
    expect((await text(server, "/search?q=quokatron")).body).not.toContain("quokkatron");
  }
  const cacheControl = async (target: string) =>
    (await text(one!, target)).response.headers.get("cache-control");
  expect(await cacheControl("/blogs")).toBe(
    "public, max-age=0, s-maxage=300, stale-while-revalidate=3300",
  );
  // A page rendered a second before the moment: neither the page cache nor a CDN keeps it past it.
  writeFileSync(clock, new Date(MOMENT - 1000).toISOString());
  expect(await cacheControl("/blogs?category=Technology")).toBe(
    "public, max-age=0, s-maxage=1, stale-while-revalidate=0",
  );

  // The moment: the pages cached above (for 300 s) give way at once, with no reload.
  writeFileSync(clock, new Date(MOMENT).toISOString());
  await Promise.all(
    [one!, two!].map((server) => server.waitForLine(/Published on schedule: \/blogs\/quokkatron/)),
  );
  for (const server of [one!, two!]) {
    const after = await everywhere(server, SCHEDULED, "Quokkatron arrives");
    expect(after.naming).toEqual([...SURFACES, "search", "list search"]);
    expect(after.own.status).toBe(200);
    expect(after.own.body).toContain("The quokkatron arrives text.");
    expect(after.own.body).not.toContain("data-unpublished");
    expect(after.search).toContain(`href="/blogs/${SCHEDULED}"`);
    expect(after.viewsKnown).toBe(true);
    expect(after.countStatus).not.toBe(404);
    // The next moment is years away: the usual lifetimes again.
    expect((await text(server, "/blogs")).response.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
    );
  }
  // The draft and the post scheduled for 2030 are still nowhere.
  for (const [slug, title] of [
    [DRAFT, "Zebrafrost notes"],
    [LATER, "Walrusphone"],
  ] as const) {
    const still = await everywhere(one!, slug, title);
    expect(still.naming, slug).toEqual([]);
    expect(still.own.status, slug).toBe(404);
    expect(still.countStatus, slug).toBe(404);
  }
}, 120_000);

test("npm run dev shows a draft and a scheduled post, each with its banner", async () => {
  const copy = contentWithSchedule();
  const server = await startServerProcess({
    script: "scripts/dev.mjs",
    env: {
      CONTENT_DIR: copy.dir,
      DATABASE_URL: `file:${path.join(copy.dir, "dev.db")}`,
    },
    timeoutMs: 90_000,
  });
  cleanups.push(() => server.stop());
  const draft = await text(server, `/blogs/${DRAFT}`);
  expect(draft.status).toBe(200);
  expect(draft.body).toMatch(/data-unpublished=""[^>]*><strong[^>]*>Draft<\/strong>/);
  const scheduled = await text(server, `/blogs/${LATER}`);
  expect(scheduled.status).toBe(200);
  expect(scheduled.body).toContain("Scheduled for 2030-01-01T00:00:00Z");
  expect((await text(server, "/blogs")).body).toContain(DRAFT);
  const published = await text(server, "/blogs/ai-in-video-games");
  expect(published.body).not.toContain("data-unpublished");
}, 120_000);

test("check:content lists what is scheduled and the drafts, and names a wrong publishAt's file and line", () => {
  const copy = contentWithSchedule();
  const check = () =>
    spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/check-content.ts"], {
      env: { ...process.env, NODE_ENV: "production", CONTENT_DIR: copy.dir },
      encoding: "utf8",
    });
  // A post may link to one scheduled for later (it answers from its moment on).
  const linking = "blog/ai-in-video-games.md";
  copy.edit(linking, (source) => `${source.trimEnd()}\n\nComing: [walruses](/blogs/${LATER}).\n`);
  const ok = check();
  expect(ok.status).toBe(0);
  const lines = ok.stdout.split("\n");
  expect(lines[0]).toMatch(
    new RegExp(
      `^Content OK .*: ${SHIPPED_POSTS + 3} posts \\(\\d+ public now, \\d+ scheduled, 1 draft\\)`,
    ),
  );
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^Scheduled: 2030-01-01T00:00:00Z \\(in .+\\) .*blog/${LATER}\\.md "Walrusphone"$`,
      ),
    ),
  );
  expect(lines).toContain(
    `Draft: ${path.join(copy.dir, "blog", `${DRAFT}.md`)} "Zebrafrost notes"`,
  );

  copy.edit(`blog/${LATER}.md`, (source) =>
    source.replace("publishAt: 2030-01-01", "publishAt: 01/01/2030 9am"),
  );
  const bad = check();
  expect(bad.status).toBe(1);
  expect(bad.stderr).toContain(
    `${path.join(copy.dir, "blog", `${LATER}.md`)}:8: field "publishAt": a date YYYY-MM-DD (midnight UTC) or a time with its zone`,
  );

  // Not to a draft: that link would lead nowhere.
  copy.edit(`blog/${LATER}.md`, (source) =>
    source.replace("publishAt: 01/01/2030 9am", "publishAt: 2030-01-01"),
  );
  copy.edit(linking, (source) => source.replace(`/blogs/${LATER}`, `/blogs/${DRAFT}`));
  const toDraft = check();
  expect(toDraft.status).toBe(1);
  expect(toDraft.stderr).toMatch(
    new RegExp(`${path.join(copy.dir, linking)}:\\d+: .*/blogs/${DRAFT}`),
  );
}, 120_000);
