import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// Content is not built in (it is read from CONTENT_DIR at run time), so it never makes a build stale.
const SOURCES = [
  "app",
  "server",
  "public",
  "site.config.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];
const BUILD_MARKER = "build/enhance.json";

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when the production build is missing or older than any source file. */
function buildIsStale() {
  if (!existsSync(BUILD_MARKER)) return true;
  const built = statSync(BUILD_MARKER).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

/** Builds the site when the build is missing or stale; exits on failure. */
export function ensureBuild() {
  if (!buildIsStale()) return;
  console.log("Building the site (the build is missing or older than the sources)…");
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
