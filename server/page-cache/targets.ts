import { canonicalUrl } from "~/features/cache/canonical-url.server";
import type { RouteTable } from "~/features/route-table/route-table";

/**
 * Recently seen request targets and their canonical address: the hit path parses each target once.
 * Bounded in bytes, not entries, and only short targets are kept (no address of ours is long), so
 * a flood of long junk URLs costs a parse each, never memory.
 */
const canonicalOf = new Map<string, Remembered>();
/**
 * A remembered target: its canonical address (undefined: none to serve it from the cache under),
 * and the key of the "not found" page it shares, once the page handler has answered it with it.
 */
export type Remembered = { canonical: string | undefined; shared?: string };
const RECENT_TARGETS_MAX_BYTES = 1024 * 1024;
const MAX_REMEMBERED_TARGET = 512;
/** A remembered target's cost: its characters and its canonical form's, plus the map entry. */
const targetBytes = (target: string, { canonical, shared }: Remembered) =>
  100 + target.length + (canonical?.length ?? 0) + (shared?.length ?? 0);
let recentTargetBytes = 0;

function remember(target: string, remembered: Remembered) {
  if (target.length > MAX_REMEMBERED_TARGET) return;
  canonicalOf.set(target, remembered);
  recentTargetBytes += targetBytes(target, remembered);
  // Oldest first: a Map iterates in insertion order.
  for (const [oldest, value] of canonicalOf) {
    if (recentTargetBytes <= RECENT_TARGETS_MAX_BYTES) break;
    canonicalOf.delete(oldest);
    recentTargetBytes -= targetBytes(oldest, value);
  }
}

export function forgetRecentTargets() {
  canonicalOf.clear();
  recentTargetBytes = 0;
}

/** What the memo of recent request targets holds now, for /healthz. */
export function recentTargetStats() {
  return {
    entries: canonicalOf.size,
    bytes: recentTargetBytes,
    maxBytes: RECENT_TARGETS_MAX_BYTES,
  };
}

/** The path of a request target or canonical address, without the query. */
export function pathOf(target: string): string {
  const queryAt = target.indexOf("?");
  return queryAt === -1 ? target : target.slice(0, queryAt);
}

/**
 * The address a target stands for when its path is not already in canonical form ("/x/../healthz",
 * "//blogs", "/%2e%2e/api/tv/GTA"): the page handler redirects there and never renders it, since
 * that path may be the server's own (the health check, the APIs) and a page rendered for it would
 * be cached under that path's key. Undefined when the path is canonical.
 */
export function redirectTarget(target: string, canonical: string): string | undefined {
  return pathOf(canonical) === pathOf(target) ? undefined : canonical;
}

/** What is known of a request target: its canonical address (undefined as for pageKey), remembered for recent targets. */
export function recalled(target: string, routes: RouteTable): Remembered {
  let remembered = canonicalOf.get(target);
  if (remembered === undefined) {
    let canonical = canonicalUrl(target, routes);
    if (canonical !== undefined && redirectTarget(target, canonical) !== undefined)
      canonical = undefined;
    remember(target, (remembered = { canonical }));
  }
  return remembered;
}

/** Notes that the page handler answered `target` with the page shared under `shared`, for cachedPage. */
export function rememberShared(target: string, shared: string) {
  const remembered = canonicalOf.get(target);
  if (remembered === undefined || remembered.shared !== undefined) return;
  remembered.shared = shared;
  recentTargetBytes += shared.length;
}
