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

/** An IPv4 address in dotted decimal. */
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 counts as two), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const parts = (half: string) => (half === "" ? [] : half.split(":"));
  const [head, tail = []] = halves.map(parts) as [string[], string[]?];
  const last = (halves.length === 2 ? tail : head).at(-1);
  const groups = (list: string[]) =>
    list.flatMap((part) => {
      if (part === last && IPV4.test(part)) {
        const [a, b, c, d] = part.split(".").map(Number) as [number, number, number, number];
        return [(a << 8) | b, (c << 8) | d];
      }
      return HEXTET.test(part) ? [Number.parseInt(part, 16)] : [Number.NaN];
    });
  const front = groups(head);
  const back = groups(tail);
  const missing = 8 - front.length - back.length;
  if ((halves.length === 2 ? missing < 1 : missing !== 0) || [...front, ...back].some(Number.isNaN)) return undefined;
  return [...front, ...Array<number>(missing).fill(0), ...back];
}

/** Longest key a client address can become: anything longer is not an address, and is cut. */
const MAX_KEY_LENGTH = 64;

/**
 * What the view limits count a client by: an IPv4 address as it is, an IPv6 address by its /64.
 * One household, phone or server is handed a whole /64 and may use any address in it, so counting
 * each IPv6 address alone would let one client rotate through millions of them. IPv4-mapped IPv6
 * ("::ffff:203.0.113.9") is the IPv4 address. Anything else (no address known) is its own key.
 */
export function clientKey(address: string): string {
  const bare = address
    .trim()
    .replace(/%.*$/, "")
    .replace(/^\[|\]$/g, "");
  if (IPV4.test(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (!groups) return bare.slice(0, MAX_KEY_LENGTH);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** What one remembered key costs: the key's characters, its window object and the map's entry. */
const ENTRY_BYTES = 120;
const entryBytes = (key: string) => ENTRY_BYTES + key.length;

/**
 * Fixed-window counter per key (a client, see clientKey): allows `limit` hits a minute. Memory follows
 * the clients seen in the last window, not all that were ever seen, and never passes `maxBytes`:
 * expired windows are swept once a window (O(keys) a minute, never per request), and in a flood
 * of clients the oldest windows are forgotten, which only lets those clients start afresh.
 */
export function createRateLimiter(limit: number, windowMs = 60_000, maxBytes = 4 * 1024 * 1024) {
  const windows = new Map<string, { start: number; count: number }>();
  let bytes = 0;
  let lastSweep = -Infinity;
  function forget(key: string) {
    if (windows.delete(key)) bytes -= entryBytes(key);
  }
  function sweep(now: number) {
    lastSweep = now;
    for (const [key, window] of windows) if (now - window.start >= windowMs) forget(key);
  }
  return {
    /** Records a hit; returns 0 when allowed, else the seconds to wait. */
    hit(key: string, now: number = Date.now()): number {
      if (now - lastSweep >= windowMs) sweep(now);
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        // Re-inserted, so the map's order stays oldest window first.
        forget(key);
        windows.set(key, window);
        bytes += entryBytes(key);
        for (const oldest of windows.keys()) {
          if (bytes <= maxBytes) break;
          forget(oldest);
        }
      }
      if (window.count >= limit) return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
      window.count += 1;
      return 0;
    },
    /** Clients currently remembered, and the memory they take (estimated). */
    stats: () => ({ entries: windows.size, bytes, maxBytes }),
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
