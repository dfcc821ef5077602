// `npm start` in a fresh checkout builds the site, then serves it, and says nothing about
// deprecated options or React Router's future flags: only what an owner needs to read.
// (The development server's start-up is checked the same way in dev.test.ts.)
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { deprecationOrFutureLines, freePort } from "../helpers/server";

/** Not part of a checkout: what installs, builds and test runs leave behind. */
const NOT_CHECKED_OUT = new Set([
  ".git",
  "node_modules",
  "build",
  ".react-router",
  "data",
  "test-results",
  "playwright-report",
]);

/**
 * A copy of this checkout without its build. Its node_modules holds a link to each installed
 * package, so Vite's caches (node_modules/.vite…) are its own and no other test's server shares them.
 */
function freshCheckout(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-fresh-"));
  for (const entry of readdirSync(".")) {
    if (!NOT_CHECKED_OUT.has(entry)) cpSync(entry, path.join(dir, entry), { recursive: true });
  }
  mkdirSync(path.join(dir, "node_modules"));
  for (const entry of readdirSync("node_modules")) {
    if (!entry.startsWith(".vite"))
      symlinkSync(path.resolve("node_modules", entry), path.join(dir, "node_modules", entry));
  }
  return dir;
}

/** Whether any process of the group `pgid` still runs (signal 0 only asks). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

test("npm start in a fresh checkout builds and serves with no deprecation or future-flag warnings", async () => {
  const dir = freshCheckout();
  const port = await freePort();
  const child = spawn("npm", ["start"], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: "https://site.example.com",
      DATABASE_URL: `file:${path.join(dir, "data", "site.db")}`,
      LOG_REQUESTS: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  try {
    // Building takes a while on a busy machine: wait for the server's own line, then its answer.
    while (!output.includes("Server listening")) {
      if (child.exitCode !== null)
        throw new Error(`npm start exited ${child.exitCode}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await fetch(`http://127.0.0.1:${port}/blogs`)).status).toBe(200);
    expect(output).toContain("Building the site");
    expect(
      deprecationOrFutureLines(output),
      "after npm ci (its postinstall patches @react-router/dev)",
    ).toEqual([]);
  } finally {
    // npm start runs the server as a child of npm: stop the whole group.
    const exited = new Promise((resolve) => child.once("exit", resolve));
    if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
    await exited;
    // npm may exit before its server has finished (it drains, and may still be writing share
    // cards into the checkout's data folder): wait until no process of the group is left.
    while (groupAlive(child.pid!)) await new Promise((resolve) => setTimeout(resolve, 100));
    rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);
