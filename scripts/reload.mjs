// `npm run reload`: tells every server started from this folder to read CONTENT_DIR again (SIGHUP),
// then waits for each one's answer on /healthz and prints it: the new content version, or why the
// content was refused (the old content keeps serving then). Exits 1 if any refused it, or if one
// could not be asked.
//
// It finds the servers the way `ps` would: Node processes whose working directory is this one and
// whose script is server.js (what systemd and the container run), scripts/start.mjs (`npm start`)
// or scripts/dev.mjs (`npm run dev`), whatever Node options they were started with; and asks each
// on the port it listens on, read from its own sockets (servers-here.mjs), so a PORT or HOST from
// .env is found too. Linux only (it reads /proc). In a container, send the signal to the container
// instead: `docker compose kill -s SIGHUP site1`.
import { staleBuildNotices } from "./config-freshness.mjs";
import { serversHere } from "./servers-here.mjs";

const TIMEOUT_MS = 60_000;

/** What /healthz says about the content, or undefined when `url` does not answer as the site does. */
async function content(url) {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
    return (await response.json()).content ?? undefined;
  } catch {
    return undefined;
  }
}

/** The first of a server's addresses that answers /healthz as the site does (a development server listens for Vite too). */
async function siteAddress(urls) {
  for (const url of urls) {
    const before = await content(url);
    if (before) return { url, before };
  }
  return {};
}

/** Signals one server and reports what it did: "taken", "refused" or "unknown". */
async function reload(pid, urls) {
  const { url, before } = await siteAddress(urls);
  process.kill(pid, "SIGHUP");
  if (!url) {
    console.error(
      `Sent SIGHUP to ${pid}, but it answers /healthz on none of its addresses (${urls.join(", ") || "it listens on none"}): see its log.`,
    );
    return "unknown";
  }
  // A reload sets a new loadedAt, or a new lastReloadError.
  const deadline = Date.now() + TIMEOUT_MS;
  let after = before;
  while (
    Date.now() < deadline &&
    after.loadedAt === before.loadedAt &&
    after.lastReloadError?.at === before.lastReloadError?.at
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = (await content(url)) ?? after;
  }
  if (after.lastReloadError && after.lastReloadError.at !== before.lastReloadError?.at) {
    console.error(
      `${url} (pid ${pid}) refused the content and still serves ${after.version}:\n${after.lastReloadError.problems.join("\n")}`,
    );
    return "refused";
  }
  if (after.loadedAt !== before.loadedAt) {
    console.log(`${url} (pid ${pid}) serves content ${after.version} (was ${before.version}).`);
    return "taken";
  }
  console.error(
    `Sent SIGHUP to ${pid}; no answer on ${url}/healthz within ${TIMEOUT_MS / 1000} s: see its log.`,
  );
  return "unknown";
}

const targets = serversHere();
if (targets.length === 0) {
  console.error(
    `No server is running from ${process.cwd()} (node server.js, npm start or npm run dev).`,
  );
  process.exit(1);
}
const outcomes = [];
for (const { pid, urls } of targets) outcomes.push(await reload(pid, urls));
for (const notice of staleBuildNotices(targets.map(({ pid }) => pid))) console.warn(notice);
process.exitCode = outcomes.every((outcome) => outcome === "taken") ? 0 : 1;
