// What a reload cannot bring: site.config.ts (brand, names, links …) is compiled into the build,
// so an edit of it reaches the pages only through `npm run build` and a restart; a reload reads
// the content folder alone. `npm run reload` says so when the file is newer than the build, or
// the build newer than a server it signalled. Linux only, like the reload (it reads /proc).
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const CONFIG = "site.config.ts";
// Written last by `npm run build` (scripts/build-freshness.mjs reads the same file).
const BUILD_MARKER = "build/enhance.json";
// The kernel's clock ticks per second as /proc reports process times (USER_HZ, 100 on Linux).
const TICKS_PER_SECOND = 100;

/** When a process started (ms since the epoch), from /proc; undefined when it cannot be read. */
function startedAt(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime), counted after the command name, which may hold spaces and parentheses.
    const ticks = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
    const boot = Number(/^btime (\d+)$/m.exec(readFileSync("/proc/stat", "utf8"))?.[1]);
    return Number.isFinite(ticks) && boot
      ? boot * 1000 + (ticks * 1000) / TICKS_PER_SECOND
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the servers (by pid) of the site in `root` do not serve yet from the code: a line each for
 * site.config.ts changed after the build, and for a server started before the build. None when
 * all is current.
 */
export function staleBuildNotices(pids, root = process.cwd()) {
  const config = path.join(root, CONFIG);
  const marker = path.join(root, BUILD_MARKER);
  if (!existsSync(config) || !existsSync(marker)) return [];
  const built = statSync(marker).mtimeMs;
  const notices = [];
  if (statSync(config).mtimeMs > built) {
    notices.push(
      `${CONFIG} changed after the last build: its settings (brand, names, links …) reach the pages only after npm run build and a restart of each server; a reload reads the content folder alone.`,
    );
  }
  for (const pid of pids) {
    const started = startedAt(pid);
    // A second's grace: /proc counts in ticks, the build's time is the file's.
    if (started !== undefined && started + 1000 < built)
      notices.push(
        `The server ${pid} started before the last build: restart it to serve that build.`,
      );
  }
  return notices;
}
