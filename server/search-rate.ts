import type { Request } from "express";
import type { IncomingMessage } from "node:http";
import { clientKey, createRateLimiter } from "~/utils/clients";
import type { Env } from "~/utils/env.server";

/** Memory the per-client search rate may take: some 8,000 clients within one minute. */
const MAX_BYTES = 1024 * 1024;
let limiter: ReturnType<typeof createRateLimiter> | undefined;

/**
 * The client's address as Express's `req.ip` says it, for the hit path (no Express): the socket's,
 * or behind a hop count of trusted proxies the address that many hops back in X-Forwarded-For
 * (the nearest of them when there are fewer). Undefined for a list of trusted proxy addresses:
 * only Express tells which hops those are.
 */
export function clientAddress(
  req: IncomingMessage,
  trustProxy: Env["TRUST_PROXY"],
): string | undefined {
  const socket = req.socket.remoteAddress ?? "";
  if (trustProxy === false) return socket;
  if (typeof trustProxy !== "number") return undefined;
  const header = req.headers["x-forwarded-for"];
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((hop) => hop.replace(/^ +| +$/g, ""))
    .filter(Boolean)
    .reverse();
  return [socket, ...hops][Math.min(trustProxy, hops.length)];
}

/**
 * The search's per-client rate: each search the page cache does not hold (a render) counts for
 * the request's client (an IPv4 address, an IPv6 /64), `perMinute` a minute. A flood of unique
 * searches from one client must not slow every other page.
 */
export function searchRate(perMinute: number, trustProxy: Env["TRUST_PROXY"]) {
  const counted = (limiter = createRateLimiter(perMinute, 60_000, MAX_BYTES));
  return {
    /** Counts a render for the page handler: 0 to go ahead, else the seconds to wait. */
    admit: (req: Request) => counted.hit(clientKey(req.ip ?? req.socket.remoteAddress ?? "")),
    /** For the hit path: the seconds a client already past its rate must wait, counting nothing; 0 if it may search (or cannot be told). */
    refuses(req: IncomingMessage): number {
      const address = clientAddress(req, trustProxy);
      return address === undefined ? 0 : counted.wait(clientKey(address));
    },
  };
}

/** What the per-client search rate holds in memory now, for /healthz. */
export function searchRateStats() {
  return limiter?.stats() ?? { entries: 0, bytes: 0, maxBytes: MAX_BYTES };
}
