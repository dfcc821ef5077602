import type { Request } from "express";
import { clientKey, createRateLimiter } from "~/utils/clients";

/** Memory the per-client search rate may take: some 8,000 clients within one minute. */
const MAX_BYTES = 1024 * 1024;
let limiter: ReturnType<typeof createRateLimiter> | undefined;

/**
 * Counts a search the page cache does not hold (a render) for the request's client (an IPv4
 * address, an IPv6 /64): 0 while it is within `perMinute`, else the seconds until it may search
 * again. A flood of unique searches from one client must not slow every other page.
 */
export function searchRate(perMinute: number) {
  const counted = (limiter = createRateLimiter(perMinute, 60_000, MAX_BYTES));
  return (req: Request) => counted.hit(clientKey(req.ip ?? req.socket.remoteAddress ?? ""));
}

/** What the per-client search rate holds in memory now, for /healthz. */
export function searchRateStats() {
  return limiter?.stats() ?? { entries: 0, bytes: 0, maxBytes: MAX_BYTES };
}
