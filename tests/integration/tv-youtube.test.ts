// The TV's YouTube Data API client and its per-channel cache, against the local stand-in
// (tests/fakes/youtube-data-api.ts): paging, batches of 50, skipped entries, every failure
// kind falling back (refused, 500, 503, hanging past the timeout, quota, bad key, malformed),
// one look-up for many concurrent requests, and the production server serving the fallback
// list while the API is refused, failing or hanging.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { currentContent } from "~/features/content/current.server";
import { createChannelSource } from "~/features/tv/source.server";
import { channelVideos, playlistVideos, YouTubeError } from "~/features/tv/youtube.server";
import { fakeVideos, startFakeYouTube, type FakeMode } from "../fakes/youtube-data-api";
import { freePort, startProductionServer } from "../helpers/server";

const KEY = "test-key-5f0c2d";
let fake: Awaited<ReturnType<typeof startFakeYouTube>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});
const options = (timeoutMs = 2_000) => ({ apiKey: KEY, base: fake!.base, timeoutMs });

test("a playlist is read 50 at a time, following nextPageToken over several pages", async () => {
  fake = await startFakeYouTube({ key: KEY, playlists: { PLlong: fakeVideos(123) } });
  const videos = await playlistVideos(options(), "PLlong");
  expect(videos).toHaveLength(123);
  expect(videos[0]).toEqual({ id: "v0000000000", title: "v video 0" });
  const pages = fake.calls("playlistItems");
  expect(pages).toHaveLength(3);
  expect(pages.map((url) => url.searchParams.get("pageToken"))).toEqual([null, "page-1", "page-2"]);
  for (const url of pages) {
    expect(url.searchParams.get("part")).toBe("snippet");
    expect(url.searchParams.get("maxResults")).toBe("50");
    expect(url.searchParams.get("playlistId")).toBe("PLlong");
    expect(url.searchParams.get("key")).toBe(KEY);
  }
});

test("durations come from the videos call in batches of at most 50 ids, ISO-8601 parsed; deleted and private entries are skipped", async () => {
  const first = fakeVideos(70, "a");
  first[3] = { ...first[3]!, status: "deleted" };
  first[4] = { ...first[4]!, status: "private" };
  first[5] = { ...first[5]!, duration: "P1DT2H" };
  first[6] = { ...first[6]!, duration: "P0D" };
  const second = [...fakeVideos(45, "b"), first[0]!]; // a video in both playlists counts once
  fake = await startFakeYouTube({ key: KEY, playlists: { PLone: first, PLtwo: second } });
  const videos = await channelVideos(options(), ["PLone", "PLtwo"]);
  expect(videos).toHaveLength(70 - 2 + 45);
  const ids = new Set(videos.map((video) => video.id));
  expect(ids.has(first[3]!.id)).toBe(false);
  expect(ids.has(first[4]!.id)).toBe(false);
  expect(videos.find((video) => video.id === first[5]!.id)?.duration).toBe(93_600);
  expect(videos.find((video) => video.id === first[6]!.id)?.duration).toBe(0);
  expect(videos.find((video) => video.id === first[0]!.id)?.duration).toBe(200);
  const batches = fake.calls("videos").map((url) => url.searchParams.get("id")!.split(","));
  // 113 ids (the deleted and private entries are dropped before): 50 + 50 + 13.
  expect(batches.map((batch) => batch.length)).toEqual([50, 50, 13]);
  for (const url of fake.calls("videos"))
    expect(url.searchParams.get("part")).toBe("contentDetails");
});

const FAILURES: { mode: FakeMode; kind: string }[] = [
  { mode: "quota", kind: "quota" },
  { mode: "bad-key", kind: "bad-key" },
  { mode: "server", kind: "server" },
  { mode: "timeout", kind: "timeout" },
  { mode: "malformed", kind: "malformed" },
  { mode: "not-json", kind: "malformed" },
];

for (const { mode, kind } of FAILURES) {
  test(`${mode}: a typed failure; the last good list keeps serving, or else the bundled one`, async () => {
    fake = await startFakeYouTube({ key: KEY, playlists: { PLgta: fakeVideos(7, "g") } });
    fake.setMode(mode);
    // Short enough that a hanging call gives up quickly, long enough for a loaded machine's good answers.
    const timeoutMs = mode === "timeout" ? 1_000 : 5_000;
    const error = await playlistVideos(options(timeoutMs), "PLgta").catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(YouTubeError);
    expect((error as YouTubeError).kind).toBe(kind);
    expect((error as YouTubeError).message).not.toContain(KEY);

    // No good list yet: the bundled one.
    let clock = 1_000_000;
    const errors: string[] = [];
    const fresh = createChannelSource({
      youtube: options(timeoutMs),
      playlists: { GTA: ["PLgta"] },
      bundled: currentContent().tv.videos,
      now: () => clock,
      onError: (_channel, failure) => errors.push(failure.message),
    });
    const bundled = await fresh.listFor("GTA");
    expect(bundled.origin).toBe("bundled");
    expect(bundled.videos).toEqual(currentContent().tv.videos.GTA!);
    expect(errors).toHaveLength(1);

    // A good list, then the failure at its refresh: the last good list stays.
    fake.setMode("ok");
    const source = createChannelSource({
      youtube: options(timeoutMs),
      playlists: { GTA: ["PLgta"] },
      bundled: currentContent().tv.videos,
      ttlMs: 1000,
      now: () => clock,
    });
    const good = await source.listFor("GTA");
    expect(good.origin).toBe("youtube");
    expect(good.videos).toHaveLength(7);
    fake.setMode(mode);
    clock += 1001;
    const stale = await source.listFor("GTA"); // answered at once, refreshing in the background
    expect(stale.videos).toHaveLength(7);
    await expect.poll(async () => (await source.listFor("GTA")).origin).toBe("last-good");
    expect((await source.listFor("GTA")).videos).toHaveLength(7);
  });
}

test("20 concurrent requests for a channel cause one upstream look-up; a fresh list is not looked up again", async () => {
  fake = await startFakeYouTube({
    key: KEY,
    playlists: { PLa: fakeVideos(60, "x"), PLb: fakeVideos(10, "y") },
    delayMs: 100,
  });
  const source = createChannelSource({
    youtube: options(),
    playlists: { RACING: ["PLa", "PLb"] },
    bundled: currentContent().tv.videos,
  });
  const answers = await Promise.all(Array.from({ length: 20 }, () => source.schedule("RACING")));
  expect(new Set(answers.map((answer) => answer.origin))).toEqual(new Set(["youtube"]));
  // PLa has two pages, PLb one; 70 ids make two videos calls: one look-up in all.
  expect(fake.calls("playlistItems")).toHaveLength(3);
  expect(fake.calls("videos")).toHaveLength(2);
  await source.schedule("RACING");
  expect(fake.requests).toHaveLength(5);
});

/** A stand-in that fails in a way the fake's modes do not: every call a bare 500, or hanging forever. */
async function startFailingApi(
  kind: "500" | "hang",
): Promise<{ base: string; calls: () => number; close: () => Promise<void> }> {
  let calls = 0;
  const server: Server = createServer((_req, res) => {
    calls += 1;
    if (kind === "hang") return; // never answers
    res.writeHead(500, { "Content-Type": "text/plain" });
    res.end("Internal Server Error");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3`,
    calls: () => calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test("refused: nothing listens at the API's address; a network failure, and the bundled list serves", async () => {
  const base = `http://127.0.0.1:${await freePort()}/youtube/v3`;
  const error = await playlistVideos({ apiKey: KEY, base, timeoutMs: 2_000 }, "PLgta").catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(YouTubeError);
  expect((error as YouTubeError).kind).toBe("network");
  expect((error as YouTubeError).message).not.toContain(KEY);
  const source = createChannelSource({
    youtube: { apiKey: KEY, base, timeoutMs: 2_000 },
    playlists: { GTA: ["PLgta"] },
    bundled: currentContent().tv.videos,
    onError: () => undefined,
  });
  const list = await source.listFor("GTA");
  expect(list.origin).toBe("bundled");
  expect(list.videos).toEqual(currentContent().tv.videos.GTA!);
});

test("a bare HTTP 500 (not JSON): a server failure, and the bundled list serves", async () => {
  const api = await startFailingApi("500");
  try {
    const error = await playlistVideos(
      { apiKey: KEY, base: api.base, timeoutMs: 2_000 },
      "PLgta",
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(YouTubeError);
    expect((error as YouTubeError).kind).toBe("server");
    const source = createChannelSource({
      youtube: { apiKey: KEY, base: api.base, timeoutMs: 2_000 },
      playlists: { GTA: ["PLgta"] },
      bundled: currentContent().tv.videos,
      onError: () => undefined,
    });
    expect((await source.listFor("GTA")).origin).toBe("bundled");
  } finally {
    await api.close();
  }
});

describe("the production server with the API down", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-tv-down-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const kind of ["refused", "500", "hang"] as const) {
    test(`${kind}: /api/tv answers the fallback schedule and /tv renders; the log names the failure without the key or a stack`, async () => {
      const api =
        kind === "refused"
          ? {
              base: `http://127.0.0.1:${await freePort()}/youtube/v3`,
              calls: () => 0,
              close: async () => undefined,
            }
          : await startFailingApi(kind);
      const server = await startProductionServer({
        DATABASE_URL: `file:${path.join(dir, kind, "site.db")}`,
        YOUTUBE_API_KEY: KEY,
        YOUTUBE_API_BASE: api.base,
      });
      try {
        // A hanging API is given up on after the call timeout (5 s): the answer comes, from the fallback.
        const answer = await fetch(`${server.url}/api/tv/GTA`);
        expect(answer.status).toBe(200);
        type Item = { kind: "video"; id: string } | { kind: "ad" };
        const body = (await answer.json()) as { origin: string; current: Item; next: Item[] };
        expect(body.origin).toBe("bundled");
        expect(body.next.length).toBeGreaterThan(0);
        // The moment may fall in a 5-second ad break: the videos around it are the bundled ones.
        const videos = [body.current, ...body.next].flatMap((item) =>
          item.kind === "video" ? [item.id] : [],
        );
        expect(videos.length).toBeGreaterThan(0);
        for (const id of videos)
          expect(currentContent().tv.videos.GTA!.map((video) => video.id)).toContain(id);
        // Later requests do not call the API again (it is retried 10 minutes later): the fallback serves
        // meanwhile. The first look-up asks for GTA's playlists at once; the answer may come before
        // all those calls have reached the stand-in, so they are waited for first.
        const lookUp = kind === "refused" ? 0 : currentContent().tv.playlists.GTA!.length;
        await expect.poll(() => api.calls()).toBe(lookUp);
        expect((await fetch(`${server.url}/api/tv/GTA`)).status).toBe(200);
        expect(api.calls()).toBe(lookUp);
        const page = await fetch(`${server.url}/tv?channel=GTA`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain("</html>");
        expect(server.output()).toMatch(
          /TV GTA: YouTube look-up failed \(.*\); serving the fallback list/,
        );
        expect(server.output()).not.toContain(KEY);
        expect(server.output()).not.toMatch(/^\s+at .+[(:]\d+/m);
      } finally {
        await server.stop();
        await api.close();
      }
    }, 60_000);
  }
});
