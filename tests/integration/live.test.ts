// Live updates on one instance (SQLite): a reload reaches the streams of the seasons it changed,
// at once, and no other; a reconnect names the version it has; the stream is neither compressed
// nor cached; bad input is refused; a full instance answers 503 and its pages still work; a
// shutdown ends the streams rather than waiting on them.
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { contentCopy } from "../helpers/content";
import {
  changeOtherSeason,
  LIVE_MATCH_PATH,
  LIVE_SEASON,
  openStream,
  OTHER_TOPIC,
  writeMatch,
} from "../helpers/live";
import {
  contentHealth,
  get,
  reloadContent,
  startProductionServer,
  type RunningServer,
} from "../helpers/server";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server on a copy of the content whose UCC 2026 match is in play (1-0). */
async function serveMatch(env: Record<string, string> = {}) {
  const copy = contentCopy();
  cleanups.push(() => copy.remove());
  writeMatch(copy, { goals: 1, live: true });
  const server = await startProductionServer({
    CONTENT_DIR: copy.dir,
    DATABASE_URL: `file:${path.join(copy.dir, "data", "site.db")}`,
    ...env,
  });
  cleanups.push(() => server.stop());
  return { copy, server };
}

const live = (server: RunningServer, query: string) => `${server.url}/live?${query}`;

/** A stream for `topics`, opened from the version the server serves now (so nothing is owed to it). */
async function follow(server: RunningServer, topics: string) {
  const { version } = await contentHealth(server);
  const stream = await openStream(live(server, `topics=${topics}`), { "Last-Event-ID": version });
  cleanups.push(() => stream.close());
  expect(stream.response.status).toBe(200);
  return stream;
}

test("a reload reaches the streams that follow the season it changed, at once, and the page they fetch is the new one", async () => {
  const { copy, server } = await serveMatch();
  const page = await get(`${server.url}${LIVE_MATCH_PATH}`);
  expect(await page.text()).toMatch(/data-live-topics="ucc\/2026"/);
  const season = await follow(server, LIVE_SEASON.topic);
  const hub = await follow(server, "gaming");
  const other = await follow(server, OTHER_TOPIC);

  writeMatch(copy, { goals: 2, live: true });
  const { version } = await reloadContent(server);
  expect(await season.next()).toEqual({ id: version, topics: [LIVE_SEASON.topic] });
  expect(await hub.next()).toEqual({ id: version, topics: ["gaming"] });
  // The page cache was emptied before the event left: the page is the new one.
  expect(await (await get(`${server.url}${LIVE_MATCH_PATH}`)).text()).toMatch(
    /<title>[^<]*Dortmund 2-0 Palmeiras/,
  );
  expect(server.output()).toMatch(
    new RegExp(`Live: ${version} sent to 2 of 3 streams \\(ucc/2026, gaming\\) in \\d+ ms`),
  );

  // The other season's stream heard nothing: the first event it gets is its own season's change.
  changeOtherSeason(copy);
  const next = await reloadContent(server);
  expect(await other.next()).toEqual({ id: next.version, topics: [OTHER_TOPIC] });
  expect(await hub.next()).toEqual({ id: next.version, topics: ["gaming"] });
}, 120_000);

test("a reconnect with an older Last-Event-ID is sent the current version at once; a page's version does as much on a first connection", async () => {
  const { copy, server } = await serveMatch();
  const { version: before } = await contentHealth(server);
  writeMatch(copy, { goals: 3, live: false });
  const { version } = await reloadContent(server);
  const reconnect = await openStream(live(server, `topics=${LIVE_SEASON.topic}`), {
    "Last-Event-ID": before,
  });
  cleanups.push(() => reconnect.close());
  expect(await reconnect.next()).toEqual({ id: version, topics: [LIVE_SEASON.topic] });
  const first = await openStream(live(server, `topics=${LIVE_SEASON.topic}&since=${before}`));
  cleanups.push(() => first.close());
  expect(await first.next()).toEqual({ id: version, topics: [LIVE_SEASON.topic] });
  // Finished, the match's page follows nothing any more: it opens no stream.
  expect(await (await get(`${server.url}${LIVE_MATCH_PATH}`)).text()).not.toMatch(
    /data-live-topics/,
  );
}, 120_000);

test("the stream is never compressed, buffered or cached; bad input is a 400 with its reason, other methods 405", async () => {
  const { server } = await serveMatch();
  const stream = await openStream(live(server, "topics=gaming"), {
    "Accept-Encoding": "br, gzip",
  });
  cleanups.push(() => stream.close());
  const headers = stream.response.headers;
  expect(stream.response.status).toBe(200);
  expect(headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  expect(headers.get("content-encoding")).toBeNull();
  expect(headers.get("cache-control")).toBe("no-store");
  expect(headers.get("x-accel-buffering")).toBe("no");
  expect(headers.get("etag")).toBeNull();
  for (const [query, reason] of [
    ["topics=ucc/1999", /no such season/],
    ["topics=gaming&since=yesterday", /since is not a content version/],
    ["topics=%ZZ", /neither/],
    ["x=1", /unknown parameter/],
  ] as const) {
    const response = await get(live(server, query));
    expect(response.status, query).toBe(400);
    expect(await response.text()).toMatch(reason);
  }
  const badId = await fetch(live(server, "topics=gaming"), {
    headers: { "Last-Event-ID": "../../etc/passwd" },
  });
  expect(badId.status).toBe(400);
  const post = await fetch(live(server, "topics=gaming"), { method: "POST" });
  expect(post.status).toBe(405);
  expect(post.headers.get("allow")).toBe("GET, HEAD");
  expect(server.output()).not.toMatch(/ 500 |Error:/);
}, 120_000);

test("a full instance answers 503 with Retry-After and its pages still work; /healthz counts the streams", async () => {
  const { server } = await serveMatch({ LIVE_MAX_STREAMS: "2" });
  await follow(server, "gaming");
  await follow(server, LIVE_SEASON.topic);
  const refused = await get(live(server, "topics=gaming"));
  expect(refused.status).toBe(503);
  expect(refused.headers.get("retry-after")).toBe("30");
  const page = await get(`${server.url}${LIVE_MATCH_PATH}`);
  expect(page.status).toBe(200);
  const health = (await (await get(`${server.url}/healthz`)).json()) as {
    live: { streams: number; total: number; refused: { full: number } };
  };
  expect(health.live).toMatchObject({ streams: 2, total: 2, refused: { full: 1 } });
}, 120_000);

test("a shutdown ends the open streams at once instead of waiting on them, and exits 0", async () => {
  const { server } = await serveMatch();
  const stream = await follow(server, LIVE_SEASON.topic);
  const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
  server.process.kill("SIGTERM");
  await stream.ended();
  expect(await exited).toBe(0);
  expect(server.output()).not.toMatch(/Shutdown timed out/);
}, 120_000);
