// Start-up, logging and shutdown of the production server (build/).
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { fakeVideos, startFakeYouTube } from "../fakes/youtube-data-api";
import { startProductionServer } from "../helpers/server";

test("a bad environment value stops start-up with a message naming the variable", () => {
  const result = spawnSync(process.execPath, ["server.js"], {
    env: { ...process.env, PORT: "eighty" },
    encoding: "utf8",
    timeout: 15_000,
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toMatch(/PORT/);
});

test("one log line per request: method, path, status, ms", async () => {
  const server = await startProductionServer({
    LOG_REQUESTS: "true",
    DATABASE_URL: `file:${path.join(tmpdir(), `vv-log-${process.pid}`, "site.db")}`,
  });
  try {
    await fetch(`${server.url}/shop?secret=1`);
    await fetch(`${server.url}/nope.png`);
    // Each line is written once its answer has gone out: wait for it, in the order they were asked for.
    await server.waitForLine(/^GET \/shop 200 \d+\.\dms$/);
    await server.waitForLine(/^GET \/nope\.png 404 \d+\.\dms$/);
    // Unknown files are a plain 404, with no stack trace in the log.
    expect(server.output()).not.toMatch(/No route matches|at .*\.js:\d+/);
    // A path whose escapes do not decode is the visitor's: one line, cut at 300 characters, however long.
    const long = `/%zz${"a".repeat(7_900)}`;
    expect((await fetch(`${server.url}${long}`)).status).toBe(404);
    expect((await fetch(`${server.url}/blogs/%E0%A4%A`, { redirect: "manual" })).status).toBe(301);
    await server.waitForLine(/^GET \/blogs\/%E0%A4%A 301 /);
    const lines = server.output().split("\n");
    expect(lines.filter((line) => line.includes("%zzaaaa"))).toEqual([
      expect.stringMatching(/^GET \/%zza{296}… 404 \d+\.\dms$/),
    ]);
    expect(lines.filter((line) => line.includes("%E0%A4%A"))).toHaveLength(1);
  } finally {
    await server.stop();
  }
});

test("SIGTERM: the server stops accepting, finishes in-flight requests and exits 0 within 10 s", async () => {
  // A request the server is in the middle of: a channel's first TV answer waits for its playlists'
  // look-up upstream, which the stand-in holds until the signal has been taken.
  const key = "AIzaSyTESTKEY-shutdown-0123456789abcdef";
  const youtube = await startFakeYouTube({
    key,
    fallbackPlaylist: (id) => fakeVideos(3, id.slice(-4).replace(/[^a-z0-9]/gi, "")),
  });
  const upstream = youtube.hold();
  const server = await startProductionServer({
    DATABASE_URL: `file:${path.join(tmpdir(), `vv-shutdown-${process.pid}`, "site.db")}`,
    YOUTUBE_API_KEY: key,
    YOUTUBE_API_BASE: youtube.base,
  });
  try {
    const exited = new Promise<number | null>((resolve) =>
      server.process.once("exit", (code) => resolve(code)),
    );
    const inFlight = fetch(`${server.url}/api/tv/GTA`).then((response) => response.status);
    await upstream.arrived;
    const started = Date.now();
    server.process.kill("SIGTERM");
    await server.waitForLine(/^SIGTERM received/);
    upstream.release();
    expect(await inFlight).toBe(200);
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  } finally {
    await server.stop();
    await youtube.close();
  }
});
