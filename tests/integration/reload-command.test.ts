// `npm run reload` finds every server running from its folder however it was started and
// configured — `npm start` with PORT and HOST from .env (the README's way), `node` with options
// before the script — and prints each one's new content version, or its refusal with exit 1.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { NEXT_POST_DATE, contentCopy, postSource, SHIPPED_POSTS } from "../helpers/content";
import { contentHealth, freePort, linkedCheckout, startServerProcess } from "../helpers/server";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

test("npm run reload finds every server of its folder however it was started: npm start with PORT and HOST from .env, node with options", async () => {
  const { dir: work, remove } = linkedCheckout();
  cleanups.push(remove);
  const copy = contentCopy();
  cleanups.push(() => copy.remove());
  const port = await freePort();
  // What the README says npm start reads; the process's own environment has no PORT or HOST.
  writeFileSync(path.join(work, ".env"), `HOST=127.0.0.1\nPORT=${port}\n`);
  const env = (name: string) => ({
    NODE_ENV: "production",
    CONTENT_DIR: copy.dir,
    DATABASE_URL: `file:${path.join(work, `${name}.db`)}`,
  });
  const started = await startServerProcess({
    script: "scripts/start.mjs",
    cwd: work,
    env: env("start"),
    listensAt: `http://127.0.0.1:${port}`,
  });
  cleanups.push(() => started.stop());
  const tuned = await startServerProcess({
    script: "server.js",
    nodeOptions: ["--max-old-space-size=256"],
    cwd: work,
    env: env("tuned"),
  });
  cleanups.push(() => tuned.stop());
  const run = () =>
    spawnSync(process.execPath, ["scripts/reload.mjs"], {
      cwd: work,
      encoding: "utf8",
      timeout: 60_000,
    });
  const before = await contentHealth(started);

  copy.write(
    "blog/after-a-reload.md",
    postSource({
      id: SHIPPED_POSTS + 1,
      slug: "after-a-reload",
      date: NEXT_POST_DATE,
      category: "Gaming",
      cover: "blog/how-processors-work",
    }),
  );
  const taken = run();
  const after = await contentHealth(started);
  expect(after.version).not.toBe(before.version);
  for (const server of [started, tuned]) {
    expect(taken.stdout).toContain(
      `${server.url} (pid ${server.process.pid}) serves content ${after.version} (was ${before.version}).`,
    );
    expect((await fetch(`${server.url}/blogs/after-a-reload`)).status).toBe(200);
  }
  expect(taken.status).toBe(0);

  copy.edit("tv/gta.yaml", (yaml) => yaml.replace("duration: 91", "durations: 91"));
  const refused = run();
  for (const server of [started, tuned]) {
    expect(refused.stderr).toContain(
      `${server.url} (pid ${server.process.pid}) refused the content and still serves ${after.version}:`,
    );
  }
  expect(refused.stderr).toContain('field "videos.0.durations": Unrecognized key: "durations"');
  expect(refused.stdout).toBe("");
  expect(refused.status).toBe(1);
}, 120_000);
