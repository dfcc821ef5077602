import http from "node:http";
import { connect, type Socket } from "node:net";
import { expect, test } from "vitest";
import { connectionLimits, limitConnections, openFileLimit, serverTimeouts } from "./connections";

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             95000                95000                processes
Max open files            20000                524288               files
Max locked memory         8388608              8388608              bytes
`;

test("the open-file limit is the soft one from /proc/self/limits; none when unlimited or unreadable", () => {
  expect(openFileLimit(() => LIMITS)).toBe(20_000);
  expect(openFileLimit(() => LIMITS.replace("20000  ", "unlimited"))).toBeUndefined();
  expect(
    openFileLimit(() => {
      throw new Error("ENOENT");
    }),
  ).toBeUndefined();
  // This machine's own, as the server reads it.
  expect(openFileLimit()).toBeGreaterThan(0);
});

test("unset, the bounds follow the open-file limit: four fifths in total (at most 8,192), a thirty-second of that per client", () => {
  const unset = { HEADERS_TIMEOUT_SECONDS: 10 };
  expect(connectionLimits(unset, 20_000)).toEqual({
    total: 8_192,
    perClient: 256,
    headersTimeoutMs: 10_000,
  });
  expect(connectionLimits(unset, 1_024)).toEqual({
    total: 819,
    perClient: 25,
    headersTimeoutMs: 10_000,
  });
  expect(connectionLimits(unset, 100)).toEqual({
    total: 80,
    perClient: 8,
    headersTimeoutMs: 10_000,
  });
  // Set, they are what they say; one client never more than all.
  expect(
    connectionLimits(
      { MAX_CONNECTIONS: 50, MAX_CONNECTIONS_PER_CLIENT: 500, HEADERS_TIMEOUT_SECONDS: 2 },
      20_000,
    ),
  ).toEqual({
    total: 50,
    perClient: 50,
    headersTimeoutMs: 2_000,
  });
});

test("Node's timers: headers within the limit, the whole request within three times it, checked often enough", () => {
  expect(serverTimeouts({ total: 1, perClient: 1, headersTimeoutMs: 10_000 })).toEqual({
    headersTimeout: 10_000,
    requestTimeout: 30_000,
    connectionsCheckingInterval: 1_000,
  });
  expect(
    serverTimeouts({ total: 1, perClient: 1, headersTimeoutMs: 1_000 }).connectionsCheckingInterval,
  ).toBe(250);
});

/** Opens a connection from `localAddress`: the socket once the server has answered a request on it, or undefined when it closed it at once. */
function opens(port: number, localAddress: string): Promise<Socket | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress });
    socket.on("error", () => undefined);
    socket.once("close", () => resolve(undefined));
    // A refused connection is closed before the server reads anything.
    socket.once("connect", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n"));
    socket.once("data", () => resolve(socket));
  });
}

async function openMany(port: number, localAddress: string, count: number): Promise<boolean[]> {
  const kept: boolean[] = [];
  for (let i = 0; i < count; i += 1) kept.push((await opens(port, localAddress)) !== undefined);
  return kept;
}

test("a client past its share is refused at once, a trusted proxy only by the total, and a closed connection frees its place", async () => {
  const server = http.createServer((_req, res) => res.end("ok"));
  const logged: string[] = [];
  const ledger = limitConnections(
    server,
    { total: 6, perClient: 2, headersTimeoutMs: 10_000 },
    (address) => address === "127.0.0.3",
    (line) => logged.push(line),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  try {
    expect(await openMany(port, "127.0.0.1", 3)).toEqual([true, true, false]);
    expect(logged).toEqual([
      "Connection refused: 127.0.0.1 has MAX_CONNECTIONS_PER_CLIENT (2) open",
    ]);
    const other = await opens(port, "127.0.0.2");
    expect(other).toBeDefined();
    expect(ledger.openFrom("127.0.0.1")).toBe(2);
    // The proxy speaks for many clients: past one client's share, up to the total.
    expect(await openMany(port, "127.0.0.3", 3)).toEqual([true, true, true]);
    expect(ledger.stats()).toEqual({ open: 6, clients: 3, total: 6, perClient: 2, refused: 1 });
    expect(await openMany(port, "127.0.0.4", 1)).toEqual([false]);
    expect(ledger.stats().refused).toBe(2);
    expect(logged.at(-1)).toBe("Connection refused: MAX_CONNECTIONS (6) are open");
    // A connection that closes gives its place back.
    other!.destroy();
    await new Promise((resolve) => other!.once("close", resolve));
    while (ledger.stats().open > 5) await new Promise((resolve) => setImmediate(resolve));
    expect(ledger.openFrom("127.0.0.2")).toBe(0);
    expect(await openMany(port, "127.0.0.4", 1)).toEqual([true]);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
