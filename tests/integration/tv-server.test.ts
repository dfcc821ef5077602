// The TV through the production server (build/) with YOUTUBE_API_KEY set and YOUTUBE_API_BASE
// pointing at the local stand-in: one upstream look-up for many concurrent requests, the API's
// headers and 404s, and the key nowhere in a page or a browser file.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { currentContent } from "~/features/content/current.server";
import { fakeVideos, startFakeYouTube } from "../fakes/youtube-data-api";
import { startProductionServer, type RunningServer } from "../helpers/server";

const KEY = "AIzaSyTESTKEY-never-in-a-page-0123456789";
let fake: Awaited<ReturnType<typeof startFakeYouTube>>;
let server: RunningServer;
let dir = "";

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vv-tv-"));
  // Every configured playlist holds three videos of its own; answers take 150 ms, so requests overlap.
  fake = await startFakeYouTube({
    key: KEY,
    delayMs: 150,
    fallbackPlaylist: (id) =>
      fakeVideos(3, id.replace(/^PLsample-|-replace-me$/g, "").replace(/[^a-z0-9]/gi, "")),
  });
  server = await startProductionServer({
    DATABASE_URL: `file:${path.join(dir, "site.db")}`,
    YOUTUBE_API_KEY: KEY,
    YOUTUBE_API_BASE: fake.base,
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("20 concurrent requests for a channel make one upstream look-up, and all agree on the moment", async () => {
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => fetch(`${server.url}/api/tv/GTA`)),
  );
  const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as {
    origin: string;
    current: { id: string; startsAt: number };
  }[];
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
  }
  expect(new Set(bodies.map((body) => body.origin))).toEqual(new Set(["youtube"]));
  expect(new Set(bodies.map((body) => `${body.current.id}@${body.current.startsAt}`)).size).toBe(1);
  // GTA is built from its playlists: one page each, then one videos call for all their ids.
  expect(JSON.stringify(bodies[0])).toMatch(/"id":"gta[1-6]/);
  const playlists = fake.calls("playlistItems").map((url) => url.searchParams.get("playlistId"));
  expect(playlists.sort()).toEqual([...currentContent().tv.playlists.GTA!].sort());
  expect(fake.calls("videos")).toHaveLength(1);
});

test("the API: the schedule window with the server's time; unknown channels and other methods refused", async () => {
  const before = Date.now();
  const answer = await fetch(`${server.url}/api/tv/MIX`);
  const body = (await answer.json()) as {
    channel: string;
    serverTime: number;
    current: { startsAt: number; endsAt: number };
    next: unknown[];
  };
  expect(body.channel).toBe("MIX");
  expect(body.serverTime).toBeGreaterThanOrEqual(before - 1000);
  expect(body.current.startsAt).toBeLessThanOrEqual(body.serverTime);
  expect(body.current.endsAt).toBeGreaterThan(body.serverTime);
  expect(body.next.length).toBeGreaterThanOrEqual(10);
  expect(answer.headers.get("content-security-policy")).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  for (const target of ["/api/tv/NOPE", "/api/tv/gta", "/api/tv", "/api/tv/GTA/extra"]) {
    const refused = await fetch(`${server.url}${target}`);
    expect(refused.status, target).toBe(404);
    expect(refused.headers.get("content-type"), target).toMatch(/json/);
  }
  expect((await fetch(`${server.url}/api/tv/GTA`, { method: "POST" })).status).toBe(405);
  // Never in the page cache: two answers a moment apart carry their own times.
  const first = (await (await fetch(`${server.url}/api/tv/MIX`)).json()) as { serverTime: number };
  await new Promise((resolve) => setTimeout(resolve, 5));
  const second = (await (await fetch(`${server.url}/api/tv/MIX`)).json()) as { serverTime: number };
  expect(second.serverTime).toBeGreaterThan(first.serverTime);
});

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test("the API key is in no rendered page, no API answer and no built browser file", async () => {
  for (const target of [
    "/tv",
    "/tv?channel=GTA",
    "/tv?channel=UCC",
    "/tv?channel=NOPE",
    "/",
    "/api/tv/GTA",
    "/api/tv/CSC",
  ]) {
    const text = await (await fetch(`${server.url}${target}`)).text();
    expect(text, target).not.toContain(KEY);
    expect(text, target).not.toContain("AIzaSy");
  }
  const files = filesUnder("build/client").filter((file) =>
    /\.(js|css|html|json|map|txt)$/.test(file),
  );
  expect(files.some((file) => /island-tv-/.test(file))).toBe(true);
  for (const file of files) expect(readFileSync(file, "utf8"), file).not.toContain(KEY);
  // Nor does the server log it when a look-up fails.
  expect(server.output()).not.toContain(KEY);
});
