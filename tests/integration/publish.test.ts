// Publishing on a running production server: content changed in its CONTENT_DIR shows after a
// reload (SIGHUP, or `npm run reload`) with no restart and no rebuild, and after a plain restart;
// broken content is refused the same way by `npm run check:content`, by a reload (the old content
// keeps serving, /healthz says why) and by a fresh start; a reload under load loses no request.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { REFUSED_EXIT_CODE } from "../../server/refused";
import { NEXT_POST_DATE, contentCopy, postSource, SHIPPED_POSTS } from "../helpers/content";
import {
  contentHealth,
  get,
  linkedCheckout,
  reloadContent,
  startProductionServer,
  startServerProcess,
  type RunningServer,
} from "../helpers/server";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function folder() {
  const copy = contentCopy();
  cleanups.push(() => copy.remove());
  return copy;
}

async function serve(content: string, env: Record<string, string> = {}) {
  // The store in a folder of the copy the loader does not read, removed with it.
  const server = await startProductionServer({
    CONTENT_DIR: content,
    DATABASE_URL: `file:${path.join(content, "data", "site.db")}`,
    ...env,
  });
  cleanups.push(() => server.stop());
  return server;
}

const text = async (server: RunningServer, target: string) => {
  const response = await get(`${server.url}${target}`);
  return { status: response.status, body: await response.text() };
};

const NEW_POST = { slug: "published-without-a-restart", title: "Published without a restart" };
const NEW_VIDEO = { id: "NewVideo-01", title: "A video published without a restart" };

/** A post, a UCC 2026 result (the season had none) and a TV list of one new video, written into a content folder. */
function publish(copy: ReturnType<typeof contentCopy>) {
  copy.write(
    "blog/published-without-a-restart.md",
    postSource(
      {
        id: SHIPPED_POSTS + 1,
        slug: NEW_POST.slug,
        title: NEW_POST.title,
        date: NEXT_POST_DATE,
        category: "Gaming",
        cover: "blog/how-processors-work",
      },
      "Fresh **words**.",
    ),
  );
  copy.edit("tournaments/ucc/2026.yaml", (yaml) =>
    yaml.replace(
      "matches: []",
      `matches:
  - date: Match 1 · 13 Jun 2026
    stage: Group A
    team1: Dortmund
    team2: Palmeiras
    goals1: 2
    goals2: 1
    events:
      - { team: Dortmund, scorer: Jonas Wetzlar, assist: Felix Ostendorf, minute: 12 }
      - { team: Dortmund, scorer: Niklas Vogelsang, assist: null, minute: 50 }
      - { team: Palmeiras, scorer: Matheus Caldeira, assist: null, minute: 77 }`,
    ),
  );
  copy.edit("tv/mix.yaml", (yaml) =>
    yaml.replace(
      /videos:\n[\s\S]*$/,
      `videos:\n  - { id: ${NEW_VIDEO.id}, title: ${NEW_VIDEO.title}, duration: 600 }\n`,
    ),
  );
}

/** What the published content shows: the post on its page, the list, the feed and the sitemap; the standings of 2026; the TV playing the new video. */
async function expectPublished(server: RunningServer, shown: boolean) {
  const post = await text(server, `/blogs/${NEW_POST.slug}`);
  expect(post.status).toBe(shown ? 200 : 404);
  if (shown) expect(post.body).toContain("<strong>words</strong>");
  expect((await text(server, "/blogs")).body.includes(NEW_POST.title)).toBe(shown);
  expect((await text(server, "/rss.xml")).body.includes(`/blogs/${NEW_POST.slug}`)).toBe(shown);
  expect((await text(server, "/sitemap.xml")).body.includes(`/blogs/${NEW_POST.slug}`)).toBe(shown);
  const standings = await text(server, "/gaming/ucc/standings?year=2026");
  expect(standings.status).toBe(shown ? 200 : 404);
  if (shown) expect(standings.body).toMatch(/Dortmund[\s\S]*Palmeiras/);
  const tv = (await (await get(`${server.url}/api/tv/MIX`)).json()) as {
    current: { kind: string; id?: string };
    next: { kind: string; id?: string }[];
  };
  const videos = [tv.current, ...tv.next]
    .filter((item) => item.kind === "video")
    .map((item) => item.id);
  expect(videos.every((id) => id === NEW_VIDEO.id)).toBe(shown);
}

test("a post, a tournament result and a TV video appear after a reload, with no restart and no rebuild", async () => {
  const copy = folder();
  const server = await serve(copy.dir);
  await expectPublished(server, false);
  const before = await contentHealth(server);
  // Pages served (and cached) before the reload are not served after it.
  expect((await text(server, "/blogs")).status).toBe(200);

  publish(copy);
  const after = await reloadContent(server);
  expect(after.lastReloadError).toBeNull();
  expect(after.version).not.toBe(before.version);
  await expectPublished(server, true);
  expect(server.process.exitCode).toBeNull();
  expect(server.output()).toMatch(
    new RegExp(`Content reloaded: [0-9a-f]{12} in \\d+ ms \\(${SHIPPED_POSTS + 1} posts`),
  );
}, 120_000);

test("the same with a plain node server.js restart", async () => {
  const copy = folder();
  const first = await serve(copy.dir);
  await expectPublished(first, false);
  await first.stop();
  publish(copy);
  const second = await serve(copy.dir);
  await expectPublished(second, true);
}, 120_000);

/** Four kinds of broken content at once: bad frontmatter, a cover never rendered, an impossible score, a misspelt channel field. */
function breakContent(copy: ReturnType<typeof contentCopy>) {
  copy.write(
    "blog/zz-bad-date.md",
    postSource({
      id: SHIPPED_POSTS + 1,
      slug: "bad-date",
      date: "2025-02-30",
      category: "Gaming",
      cover: "blog/how-processors-work",
    }),
  );
  copy.write(
    "blog/zz-no-cover.md",
    postSource({ id: SHIPPED_POSTS + 2, slug: "no-cover", date: "2025-03-01", category: "Gaming" }),
  );
  copy.edit("tournaments/ucc/2025.yaml", (yaml) =>
    yaml.replace("    goals1: 2\n", "    goals1: 3\n"),
  );
  copy.edit("tv/gta.yaml", (yaml) => yaml.replace("duration: 91", "durations: 91"));
  const file = (relative: string) => path.join(copy.dir, relative);
  return [
    `${file("blog/zz-bad-date.md")}:5: field "date": a real date written YYYY-MM-DD`,
    `${file("blog/zz-no-cover.md")}:8: field "cover": image "blog/no-cover" does not exist: add ${file("art/blog/no-cover.svg")} (or a .png or .jpg) and run npm run images`,
    expect.stringMatching(
      new RegExp(
        `^${file("tournaments/ucc/2025.yaml")}:\\d+: matches\\.0 \\(Match 1 · 7 Jun 2025\\): goal events for Atletico Madrid add up to 2, the score says 3$`,
      ),
    ),
    expect.stringMatching(
      new RegExp(
        `^${file("tv/gta.yaml")}:\\d+: field "videos\\.0\\.durations": Unrecognized key: "durations"$`,
      ),
    ),
  ];
}

test("broken content of each kind: check:content names the file and field, a reload refuses it and keeps serving, a fresh start stops — the same messages", async () => {
  const copy = folder();
  const server = await serve(copy.dir);
  const before = await contentHealth(server);
  const expected = breakContent(copy);

  const check = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/check-content.ts"], {
    env: { ...process.env, CONTENT_DIR: copy.dir },
    encoding: "utf8",
  });
  expect(check.status).toBe(1);
  const checked = check.stderr.split("\n").filter((line) => line.startsWith(copy.dir));
  expect(checked).toEqual(expected);
  // The same check from the production build, as a container runs it (docs/deploy.md).
  const built = spawnSync(
    process.execPath,
    [
      "-e",
      "import('./build/server/index.js').then((m) => m.checkContent()).then((code) => { process.exitCode = code; })",
    ],
    {
      env: { ...process.env, NODE_ENV: "production", CONTENT_DIR: copy.dir },
      encoding: "utf8",
    },
  );
  expect(built.status).toBe(1);
  expect(built.stderr.split("\n").filter((line) => line.startsWith(copy.dir))).toEqual(expected);

  const refused = await reloadContent(server);
  expect(refused.version).toBe(before.version);
  expect(refused.loadedAt).toBe(before.loadedAt);
  expect(refused.lastReloadError!.problems).toEqual(expected);
  expect((await contentHealth(server)).lastReloadError!.problems).toEqual(checked);
  expect(server.output()).toContain(
    `Content reload refused; still serving the previous content:\n${checked.join("\n")}`,
  );
  // The old content still serves: the shipped GTA list, the 2025 final, no new post.
  expect((await text(server, "/tv?channel=GTA")).status).toBe(200);
  expect((await text(server, "/gaming/ucc")).body).toContain("Dortmund");
  expect((await text(server, "/blogs/bad-date")).status).toBe(404);

  const start = spawnSync(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      CONTENT_DIR: copy.dir,
      LOG_REQUESTS: "false",
    },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(start.status).toBe(REFUSED_EXIT_CODE);
  expect(start.stderr.split("\n").filter((line) => line.startsWith(copy.dir))).toEqual(checked);
  expect(start.stdout).not.toContain("Server listening");

  // Fixed, the next reload takes it and clears the error.
  copy.edit("tournaments/ucc/2025.yaml", (yaml) =>
    yaml.replace("    goals1: 3\n", "    goals1: 2\n"),
  );
  copy.edit("tv/gta.yaml", (yaml) => yaml.replace("durations: 91", "duration: 91"));
  rmSync(path.join(copy.dir, "blog/zz-bad-date.md"));
  rmSync(path.join(copy.dir, "blog/zz-no-cover.md"));
  const fixed = await reloadContent(server);
  expect(fixed.lastReloadError).toBeNull();
  expect(fixed.version).toBe(before.version);
}, 120_000);

test("a reload under load loses no request, and the view counter counts through it", async () => {
  const copy = folder();
  const server = await serve(copy.dir, { VIEW_LIMITS: "off" });
  const BROWSER =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
  // Each target and the statuses it may answer with; the post that comes and goes may be either.
  const targets: [string, number[]][] = [
    ["/", [200]],
    ["/blogs", [200]],
    ["/blogs?category=Gaming", [200]],
    ["/blogs/how-processors-work", [200]],
    ["/blogs/comes-and-goes", [200, 404]],
    ["/gaming/ucc/standings", [200]],
    ["/services", [200]],
    ["/tv", [200]],
    ["/api/tv/MIX", [200]],
    ["/rss.xml", [200]],
    ["/no-such-page", [404]],
  ];
  const failures: string[] = [];
  let requests = 0;
  let counted = 0;
  let running = true;
  async function browse(worker: number) {
    for (let i = worker; running; i++) {
      const [target, statuses] = targets[i % targets.length]!;
      try {
        const response = await fetch(`${server.url}${target}`);
        await response.arrayBuffer();
        if (!statuses.includes(response.status)) failures.push(`${target}: ${response.status}`);
      } catch (error) {
        failures.push(`${target}: ${(error as Error).message}`);
      }
      requests += 1;
    }
  }
  async function count() {
    while (running) {
      try {
        const response = await fetch(`${server.url}/api/views/how-processors-work`, {
          method: "POST",
          headers: { "User-Agent": BROWSER },
        });
        await response.arrayBuffer();
        if (response.status === 200) counted += 1;
        else failures.push(`POST /api/views: ${response.status}`);
      } catch (error) {
        failures.push(`POST /api/views: ${(error as Error).message}`);
      }
    }
  }
  const initial = (
    (await (await get(`${server.url}/api/views/how-processors-work`)).json()) as { views: number }
  ).views;
  const load = [...Array.from({ length: 12 }, (_, worker) => browse(worker)), count(), count()];
  const versions = new Set<string>();
  for (let round = 0; round < 5; round++) {
    // Each reload brings different content: the post comes and goes.
    if (round % 2 === 0)
      copy.write(
        "blog/comes-and-goes.md",
        postSource({
          id: SHIPPED_POSTS + 1,
          slug: "comes-and-goes",
          date: NEXT_POST_DATE,
          category: "Sports",
          cover: "blog/how-processors-work",
        }),
      );
    else rmSync(path.join(copy.dir, "blog/comes-and-goes.md"));
    const served = requests;
    const after = await reloadContent(server);
    expect(after.lastReloadError).toBeNull();
    versions.add(after.version);
    // Traffic goes on through and after each reload: wait for 30 more answers before the next.
    while (requests < served + 30) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  running = false;
  await Promise.all(load);
  expect(failures).toEqual([]);
  expect(versions.size).toBe(2);
  expect(requests).toBeGreaterThanOrEqual(150);
  const final = (
    (await (await get(`${server.url}/api/views/how-processors-work`)).json()) as { views: number }
  ).views;
  expect(counted).toBeGreaterThan(10);
  expect(final - initial).toBe(counted);
}, 120_000);

test("npm run reload signals the servers started from its folder and reports what each did", async () => {
  // A folder of its own, so the servers of other tests (started from the checkout) are not signalled.
  const { dir: work, remove } = linkedCheckout();
  cleanups.push(remove);
  const copy = folder();
  const server = await startServerProcess({
    script: "server.js",
    cwd: work,
    env: {
      NODE_ENV: "production",
      CONTENT_DIR: copy.dir,
      DATABASE_URL: `file:${path.join(work, "site.db")}`,
    },
  });
  cleanups.push(() => server.stop());
  const before = await contentHealth(server);
  const run = () =>
    spawnSync(process.execPath, ["scripts/reload.mjs"], {
      cwd: work,
      encoding: "utf8",
      timeout: 30_000,
    });

  publish(copy);
  const taken = run();
  expect(taken.status).toBe(0);
  const after = await contentHealth(server);
  expect(taken.stdout).toContain(
    `${server.url} (pid ${server.process.pid}) serves content ${after.version} (was ${before.version}).`,
  );
  await expectPublished(server, true);

  copy.edit("tv/gta.yaml", (yaml) => yaml.replace("duration: 91", "durations: 91"));
  const refused = run();
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(
    `${server.url} (pid ${server.process.pid}) refused the content and still serves ${after.version}:`,
  );
  expect(refused.stderr).toContain('field "videos.0.durations": Unrecognized key: "durations"');
}, 120_000);
