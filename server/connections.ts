import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { throttledLogger } from "~/features/views/limits";
import { clientKey } from "~/utils/clients";

// How many connections the server holds, in total and per client, and how long a connection may
// take to send its request's headers. Each open connection holds a file handle (and ~8 KB of
// memory); when the process runs out of handles it can accept nobody, so one client sending
// half a request on thousands of connections would refuse everyone else.

/** Bounds on what connections may hold. */
export type ConnectionLimits = {
  /** Connections open at once, from everyone (below the process's open-file limit). */
  total: number;
  /** Connections open at once from one client (an IPv4 address, an IPv6 /64). */
  perClient: number;
  /** Time a connection has to send a request's headers, idle ones included, before a 408 and close. */
  headersTimeoutMs: number;
};

/** The open-file limit assumed where the process cannot read its own (no /proc): a common soft limit. */
const ASSUMED_FILE_LIMIT = 1_024;
/** Beyond this many connections the memory they take (~8 KB each, 64 MB here) matters more than handles. */
const TOTAL_CEILING = 8_192;

/**
 * The process's limit on open files (`ulimit -n`; Node raises its soft limit to the hard one at
 * start), read from /proc/self/limits. Undefined where there is no such file or no limit.
 */
export function openFileLimit(
  read: () => string = () => readFileSync("/proc/self/limits", "utf8"),
): number | undefined {
  try {
    const line = read()
      .split("\n")
      .find((text) => text.startsWith("Max open files"));
    const soft = line?.slice("Max open files".length).trim().split(/\s+/, 1)[0];
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The limits in force: each setting as given, else derived from the open-file limit — four fifths
 * of it in total (the rest for the files, database connections and pipes the server opens itself),
 * at most TOTAL_CEILING, and a thirty-second of the total per client (8 to 256; a browser opens
 * six per site, an office or a carrier's NAT puts many behind one address).
 */
export function connectionLimits(
  settings: {
    MAX_CONNECTIONS?: number;
    MAX_CONNECTIONS_PER_CLIENT?: number;
    HEADERS_TIMEOUT_SECONDS: number;
  },
  fileLimit: number = openFileLimit() ?? ASSUMED_FILE_LIMIT,
): ConnectionLimits {
  const total =
    settings.MAX_CONNECTIONS ?? Math.max(16, Math.min(Math.floor(fileLimit * 0.8), TOTAL_CEILING));
  const perClient =
    settings.MAX_CONNECTIONS_PER_CLIENT ?? Math.max(8, Math.min(256, Math.floor(total / 32)));
  return {
    total,
    perClient: Math.min(perClient, total),
    headersTimeoutMs: settings.HEADERS_TIMEOUT_SECONDS * 1000,
  };
}

/** Node's own timers for a request: the headers within the limit, the whole request (a body ≤ 16 KB) within three times it. */
export function serverTimeouts({ headersTimeoutMs }: ConnectionLimits) {
  return {
    headersTimeout: headersTimeoutMs,
    requestTimeout: headersTimeoutMs * 3,
    // Node checks for late connections this often (30 s by default: a 10 s limit would take up to 40).
    connectionsCheckingInterval: Math.min(1_000, Math.max(100, Math.floor(headersTimeoutMs / 4))),
  };
}

/**
 * Counts every open connection by client and refuses (closes at once) one that would pass the
 * client's share or the total. A peer that is a trusted proxy (`isProxy`, TRUST_PROXY) is many
 * clients at once: only the total bounds it, and the proxy should bound its own clients. A
 * long-lived answer (a stream of events) holds its connection like any other: `clientOf` and
 * `openFrom` let it bound how many of them one client keeps.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  isProxy: (address: string) => boolean,
  log = throttledLogger(),
) {
  const ledger = countConnections(server, limits, isProxy, log);
  current = ledger;
  return ledger;
}

let current: ConnectionLedger | undefined;

/** What the server's connections are now, for /healthz (nothing open before the server starts). */
export function connectionStats() {
  return current?.stats() ?? { open: 0, clients: 0, total: 0, perClient: 0, refused: 0 };
}

function countConnections(
  server: Server,
  limits: ConnectionLimits,
  isProxy: (address: string) => boolean,
  log: (message: string) => void,
) {
  const clients = new WeakMap<Socket, string>();
  const openByClient = new Map<string, number>();
  let open = 0;
  let refused = 0;

  // Node closes what passes the total itself, before any listener runs.
  server.maxConnections = limits.total;
  server.on("drop", () => {
    refused += 1;
    log(`Connection refused: MAX_CONNECTIONS (${limits.total}) are open`);
  });
  // Before Node's HTTP parser takes the socket: a refused one is closed before it is read.
  server.prependListener("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const key = clientKey(address);
    const count = openByClient.get(key) ?? 0;
    if (count >= limits.perClient && !isProxy(address)) {
      refused += 1;
      log(`Connection refused: ${key} has MAX_CONNECTIONS_PER_CLIENT (${limits.perClient}) open`);
      return void socket.destroy();
    }
    clients.set(socket, key);
    openByClient.set(key, count + 1);
    open += 1;
    socket.once("close", () => {
      open -= 1;
      const left = (openByClient.get(key) ?? 1) - 1;
      if (left > 0) openByClient.set(key, left);
      else openByClient.delete(key);
    });
  });

  return {
    /** The client a connection is counted for. */
    clientOf: (socket: Socket) => clients.get(socket),
    /** Connections open now from one client. */
    openFrom: (key: string) => openByClient.get(key) ?? 0,
    /** For /healthz: what is open, the bounds, and how many were refused since the start. */
    stats: () => ({
      open,
      clients: openByClient.size,
      total: limits.total,
      perClient: limits.perClient,
      refused,
    }),
  };
}

type ConnectionLedger = ReturnType<typeof countConnections>;
