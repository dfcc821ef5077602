// `npm run reload`: tells every server started from this folder to read CONTENT_DIR again (SIGHUP),
// then waits for each one's answer on /healthz and prints it: the new content version, or why the
// content was refused (the old content keeps serving then). Exits 1 if any refused it.
//
// It finds the servers the way `ps` would: Node processes whose working directory is this one and
// whose script is server.js (what systemd and the container run), scripts/start.mjs (`npm start`)
// or scripts/dev.mjs (`npm run dev`). Linux only (it reads /proc). In a container, send the signal
// to the container instead: `docker compose kill -s SIGHUP site1`.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";

const SCRIPTS = ["server.js", "scripts/start.mjs", "scripts/dev.mjs"].map((script) => path.resolve(script));
const TIMEOUT_MS = 60_000;

/** The servers running from this folder: pid, and the port their environment gave them. */
function servers() {
  const found = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const cwd = readlinkSync(`/proc/${entry}/cwd`);
      if (cwd !== process.cwd()) continue;
      const [command, script] = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (!command || !/(^|\/)node$/.test(command) || !script || !SCRIPTS.includes(path.resolve(cwd, script))) continue;
      found.push({ pid: Number(entry), ...address(entry) });
    } catch {
      // Gone meanwhile, or another user's process: not ours to signal.
    }
  }
  return found;
}

/** Where the server listens, from the environment it was started with (when this user may read it). */
function address(pid) {
  try {
    const env = Object.fromEntries(
      readFileSync(`/proc/${pid}/environ`, "utf8")
        .split("\0")
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    const port = Number(env.PORT || 3000);
    const host = !env.HOST || env.HOST === "0.0.0.0" || env.HOST === "::" ? "127.0.0.1" : env.HOST;
    return port > 0 ? { url: `http://${host.includes(":") ? `[${host}]` : host}:${port}` } : {};
  } catch {
    return {};
  }
}

async function content(url) {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
    return (await response.json()).content;
  } catch {
    return undefined;
  }
}

const targets = servers();
if (targets.length === 0) {
  console.error(`No server is running from ${process.cwd()} (node server.js, npm start or npm run dev).`);
  process.exit(1);
}
let refused = 0;
for (const { pid, url } of targets) {
  const before = url ? await content(url) : undefined;
  process.kill(pid, "SIGHUP");
  if (!before) {
    console.log(`Sent SIGHUP to ${pid}; its log says whether the content was taken.`);
    continue;
  }
  // A reload sets a new loadedAt, or a new lastReloadError.
  const deadline = Date.now() + TIMEOUT_MS;
  let after = before;
  while (Date.now() < deadline && after.loadedAt === before.loadedAt && after.lastReloadError?.at === before.lastReloadError?.at) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = (await content(url)) ?? after;
  }
  if (after.lastReloadError && after.lastReloadError.at !== before.lastReloadError?.at) {
    refused += 1;
    console.error(`${url} (pid ${pid}) refused the content and still serves ${after.version}:\n${after.lastReloadError.problems.join("\n")}`);
  } else if (after.loadedAt !== before.loadedAt) {
    console.log(`${url} (pid ${pid}) serves content ${after.version} (was ${before.version}).`);
  } else {
    console.log(`Sent SIGHUP to ${pid}; no answer on ${url}/healthz within ${TIMEOUT_MS / 1000} s: see its log.`);
  }
}
process.exitCode = refused > 0 ? 1 : 0;
