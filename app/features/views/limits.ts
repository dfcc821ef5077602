import { isWellFormedSlug } from "~/features/blog/slug";

const VIEWED_COOKIE = "vv_viewed";
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
    if (slug && time && isWellFormedSlug(slug) && /^\d+$/.test(time))
      viewed.set(slug, Number(time));
  }
  return viewed;
}

/** True when this post was counted for this browser within the window. */
export function seenRecently(
  viewed: Map<string, number>,
  slug: string,
  nowSeconds: number,
  windowSeconds: number,
): boolean {
  const at = viewed.get(slug);
  return at !== undefined && nowSeconds - at < windowSeconds;
}

/** The cookie after counting a view: expired entries dropped, newest kept. */
export function viewedCookie(
  viewed: Map<string, number>,
  slug: string,
  nowSeconds: number,
  windowSeconds: number,
  secure: boolean,
): string {
  const kept = [...viewed].filter(
    ([other, at]) => other !== slug && nowSeconds - at < windowSeconds,
  );
  kept.push([slug, nowSeconds]);
  const value = kept
    .slice(-MAX_REMEMBERED)
    .map(([s, at]) => `${s}.${at}`)
    .join("|");
  return `${VIEWED_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${windowSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Logs at most once per interval (a down store must not flood the log). */
export function throttledLogger(
  intervalMs = 60_000,
  write: (message: string) => void = (m) => console.error(m),
) {
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
