// One client opening thousands of connections and sending half a request on each (a "slow
// loris") must not refuse everyone else. The production server (build/) runs with an open-file
// limit of 1,024, below the flood: it holds at most its per-client share of them, closes those
// when their headers do not come within HEADERS_TIMEOUT_SECONDS (a 408), and answers another
// client's requests all the while. Linux routes all of 127.0.0.0/8 to this machine, so the other
// client is 127.0.0.2.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServerProcess, type RunningServer } from "../helpers/server";

const FLOOD = 3_000;
const FILE_LIMIT = 1_024;
const OTHER_CLIENT = "127.0.0.2";

type Connections = {
  open: number;
  clients: number;
  total: number;
  perClient: number;
  refused: number;
};

/** A GET from another client address, on a connection of its own. */
function getFrom(url: string, localAddress: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { localAddress, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    req.on("error", reject);
  });
}

const connections = async (server: RunningServer) =>
  (
    JSON.parse((await getFrom(`${server.url}/healthz`, OTHER_CLIENT)).body) as {
      connections: Connections;
    }
  ).connections;

/** A connection that sends half a request's headers and stops; resolves with what came back once it is closed. */
function halfSentRequest(port: number): { opened: Promise<void>; closed: Promise<string> } {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => undefined);
  const opened = new Promise<void>((resolve) => {
    socket.once("connect", () => {
      socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow\r\n");
      resolve();
    });
    socket.once("close", () => resolve());
  });
  return {
    opened,
    closed: new Promise((resolve) => socket.once("close", () => resolve(received))),
  };
}

let dir = "";
let server: RunningServer;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vv-flood-"));
  server = await startServerProcess({
    script: "server.js",
    env: {
      NODE_ENV: "production",
      HEADERS_TIMEOUT_SECONDS: "2",
      DATABASE_URL: `file:${path.join(dir, "site.db")}`,
    },
    fileLimit: FILE_LIMIT,
  });
}, 30_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test("thousands of half-sent requests from one client: it holds its share, they are closed in time, others are served", async () => {
  const limits = await connections(server);
  // Derived from the open-file limit: the total below it, one client's share well below the flood.
  expect(limits.total).toBeLessThan(FILE_LIMIT);
  expect(limits.perClient).toBeLessThan(limits.total);

  const { port } = new URL(server.url);
  const flood: ReturnType<typeof halfSentRequest>[] = [];
  for (let i = 0; i < FLOOD; i += 1) {
    flood.push(halfSentRequest(Number(port)));
    if (i % 250 === 249) await Promise.all(flood.slice(-250).map((socket) => socket.opened));
  }
  await Promise.all(flood.map((socket) => socket.opened));

  // Meanwhile another client is served, every time.
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => getFrom(`${server.url}/`, OTHER_CLIENT)),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(200));
  // The flood holds at most its share (the health check's own connection is the one more).
  expect((await connections(server)).open).toBeLessThanOrEqual(limits.perClient + 1);

  // Every connection of the flood is closed: at once past the client's share (nothing answered),
  // the others with a 408 once their headers did not come in time.
  const received = await Promise.all(flood.map((socket) => socket.closed));
  const timedOut = received.filter((text) => text.startsWith("HTTP/1.1 408 "));
  expect(timedOut.length).toBeGreaterThan(0);
  expect(received.filter((text) => text !== "" && !text.startsWith("HTTP/1.1 408 "))).toEqual([]);
  expect((await connections(server)).refused + timedOut.length).toBe(FLOOD);
  // The server counts a connection closed once its side has closed too: then only the health check's is open.
  await expect
    .poll(async () => (await connections(server)).open, { timeout: 10_000 })
    .toBeLessThanOrEqual(1);
  // Said in the log, once a minute at most.
  await server.waitForLine(
    new RegExp(
      `^Connection refused: 127\\.0\\.0\\.1 has MAX_CONNECTIONS_PER_CLIENT \\(${limits.perClient}\\) open`,
    ),
  );
  expect((await getFrom(`${server.url}/blogs`, "127.0.0.1")).status).toBe(200);
}, 60_000);
