import { isWellFormedSlug } from "~/features/blog/slug";

export const VIEWED_COOKIE = "vv_viewed";
const MAX_REMEMBERED = 50;

/**
 * The posts this browser was counted for and when (seconds), from the first-party cookie
 * "slug.time|slug.time". No personal data: only which posts, and when.
 */
export function parseViewed(cookieHeader: string | null): Map<string, number> {
  const raw = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${VIEWED_COOKIE}=([^;]*)`))?.[1] ?? "";
  const viewed = new Map<string, number>();
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return viewed; // A malformed cookie (say "%") is ignored, never an error.
  }
  for (const entry of decoded.split("|")) {
    const [slug, time] = entry.split(".");
    if (slug && time && isWellFormedSlug(slug) && /^\d+$/.test(time)) viewed.set(slug, Number(time));
  }
  return viewed;
}

/** True when this post was counted for this browser within the window. */
export function seenRecently(viewed: Map<string, number>, slug: string, nowSeconds: number, windowSeconds: number): boolean {
  const at = viewed.get(slug);
  return at !== undefined && nowSeconds - at < windowSeconds;
}

/** The cookie after counting a view: expired entries dropped, newest kept. */
export function viewedCookie(viewed: Map<string, number>, slug: string, nowSeconds: number, windowSeconds: number, secure: boolean): string {
  const kept = [...viewed].filter(([other, at]) => other !== slug && nowSeconds - at < windowSeconds);
  kept.push([slug, nowSeconds]);
  const value = kept
    .slice(-MAX_REMEMBERED)
    .map(([s, at]) => `${s}.${at}`)
    .join("|");
  return `${VIEWED_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${windowSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Fixed-window counter per key (client address): allows `limit` hits a minute. Memory follows
 * the addresses seen in the last window, not all that were ever seen: expired windows are swept
 * once a window (O(keys) a minute, never per request), and past `maxKeys` live addresses (a
 * flood) the oldest windows are forgotten, which only lets those addresses start afresh.
 */
export function createRateLimiter(limit: number, windowMs = 60_000, maxKeys = 50_000) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = -Infinity;
  function sweep(now: number) {
    lastSweep = now;
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
  }
  return {
    /** Records a hit; returns 0 when allowed, else the seconds to wait. */
    hit(key: string, now: number = Date.now()): number {
      if (now - lastSweep >= windowMs) sweep(now);
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        // Re-inserted, so the map's order stays oldest window first.
        windows.delete(key);
        windows.set(key, window);
        if (windows.size > maxKeys) windows.delete(windows.keys().next().value!);
      }
      if (window.count >= limit) return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
      window.count += 1;
      return 0;
    },
    /** Addresses currently remembered. */
    size: () => windows.size,
  };
}

/** Logs at most once per interval (a down store must not flood the log). */
export function throttledLogger(intervalMs = 60_000, write: (message: string) => void = (m) => console.error(m)) {
  let last = -Infinity;
  let suppressed = 0;
  return (message: string, now: number = Date.now()) => {
    if (now - last < intervalMs) {
      suppressed += 1;
      return;
    }
    write(suppressed > 0 ? `${message} (${suppressed} similar messages suppressed)` : message);
    last = now;
    suppressed = 0;
  };
}
