import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { staleBuildNotices } from "./config-freshness.mjs";

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A site folder with site.config.ts and a build, each last changed at the time given (seconds since the epoch). */
function site({ config, build }: { config: number; build: number }) {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-site-"));
  folders.push(dir);
  mkdirSync(path.join(dir, "build"));
  writeFileSync(path.join(dir, "site.config.ts"), "export const siteConfig = {};\n");
  writeFileSync(path.join(dir, "build/enhance.json"), "{}\n");
  utimesSync(path.join(dir, "site.config.ts"), config, config);
  utimesSync(path.join(dir, "build/enhance.json"), build, build);
  return dir;
}

const now = Math.floor(Date.now() / 1000);

test("site.config.ts changed after the build: the reload says a rebuild and a restart are needed", () => {
  const [notice, ...more] = staleBuildNotices([], site({ config: now - 60, build: now - 3600 }));
  expect(notice).toMatch(
    /^site\.config\.ts changed after the last build: .* npm run build and a restart of each server; a reload reads the content folder alone\.$/,
  );
  expect(more).toEqual([]);
});

test("a server started before the last build is named: it runs the old one", () => {
  // This test's own process started before a build dated a minute from now.
  expect(staleBuildNotices([process.pid], site({ config: now - 7200, build: now + 60 }))).toEqual([
    `The server ${process.pid} started before the last build: restart it to serve that build.`,
  ]);
});

test("nothing to say when the build is newer than site.config.ts and the server newer than the build", () => {
  expect(staleBuildNotices([process.pid], site({ config: now - 7200, build: now - 3600 }))).toEqual(
    [],
  );
});
