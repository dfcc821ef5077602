// SQLite's companion files made bad under a running production server (build/) while views are
// being counted. The -shm file (the WAL index, which SQLite would map into memory) truncated, and
// as root made immutable: a write through that mapping ended the process with SIGBUS (exit 135,
// nothing logged). The server keeps its WAL index in its own memory instead, so it keeps answering,
// and every count a client was told is stored. The price, also tested: the file is the running
// server's alone, and a second server on it counts nothing until the first stops.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startProductionServer, type RunningServer } from "../helpers/server";
import { BROWSER, countedMore, LOAD_SLUG, startViewLoad, storedViews } from "../helpers/view-load";

const asRoot = process.getuid?.() === 0;
let dir = "";
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "vv-sqlite-faults-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const postView = (server: RunningServer) =>
  fetch(`${server.url}/api/views/${LOAD_SLUG}`, {
    method: "POST",
    headers: { "User-Agent": BROWSER },
  });

test("the -shm file truncated and made immutable under load: the server keeps answering and loses nothing answered", async () => {
  const file = path.join(dir, "shm", "site.db");
  const shm = `${file}-shm`;
  const env = { DATABASE_URL: `file:${file}`, VIEW_LIMITS: "off" };
  const server = await startProductionServer(env);
  const ended = new Promise<string>((resolve) =>
    server.process.once("exit", (code, signal) => resolve(`ended by ${signal ?? `exit ${code}`}`)),
  );
  const load = startViewLoad(server);
  try {
    await countedMore(load, 100);
    // Truncated (or made) empty: pages of a mapping past the end of its file fault with SIGBUS.
    writeFileSync(shm, "");
    // Root writes any file whatever its mode; an immutable file refuses even root's writes.
    if (asRoot) execFileSync("chattr", ["+i", shm]);
    const answered = load.counted + load.unavailable;
    const answering = expect
      .poll(() => load.counted + load.unavailable, { timeout: 30_000, interval: 20 })
      .toBeGreaterThanOrEqual(answered + 300)
      .then(
        () => "answering",
        () => "stopped answering",
      );
    expect(await Promise.race([answering, ended])).toBe("answering");
    // The WAL index lives in the server's memory: no mapping of the -shm file to fault through.
    expect(readFileSync(`/proc/${server.process.pid}/maps`, "utf8")).not.toContain("site.db-shm");
  } finally {
    await load.stop();
    await server.stop();
    if (asRoot) execFileSync("chattr", ["-i", shm], { stdio: "ignore" });
  }
  expect(load.unexpected).toEqual([]);
  expect(server.process.signalCode).toBeNull();
  expect(server.process.exitCode).toBe(0);
  const restarted = await startProductionServer(env);
  try {
    const stored = await storedViews(restarted);
    expect(stored).toBeGreaterThanOrEqual(load.counted);
    expect(stored).toBeLessThanOrEqual(load.counted + load.unavailable);
  } finally {
    await restarted.stop();
  }
}, 90_000);

test("a second server on the same file: pages serve, views answer 503 and say why, and it counts once the first stops", async () => {
  const env = { DATABASE_URL: `file:${path.join(dir, "second", "site.db")}`, VIEW_LIMITS: "off" };
  const first = await startProductionServer(env);
  let second: RunningServer | undefined;
  try {
    expect((await postView(first)).status).toBe(200);
    second = await startProductionServer(env);
    expect(second.output()).toMatch(
      /View store not ready: database file .*site\.db is in use by another process \(a running site keeps its SQLite file to itself; several instances need PostgreSQL\)/,
    );
    expect((await fetch(`${second.url}/blogs/${LOAD_SLUG}`)).status).toBe(200);
    expect((await postView(second)).status).toBe(503);
    expect(await (await fetch(`${second.url}/healthz`)).json()).toMatchObject({
      status: "degraded",
      store: "down",
    });
    await first.stop();
    let answer: Response | undefined;
    await expect
      .poll(async () => (answer = await postView(second!)).status, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(200);
    expect(await answer!.json()).toMatchObject({ views: 2, counted: true });
  } finally {
    await first.stop();
    await second?.stop();
  }
}, 90_000);
