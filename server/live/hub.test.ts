import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import { afterEach, expect, test, vi } from "vitest";
import { clientKey } from "~/utils/clients";
import { createLiveHub, eventText, MAX_BUFFERED_BYTES, PING_MS, type LiveLimits } from "./hub";

/** A response as the hub uses it: what was written, whether it ended or was destroyed. */
class FakeResponse extends EventEmitter {
  written: string[] = [];
  status = 0;
  headers: Record<string, string> = {};
  writableLength = 0;
  ended = false;
  destroyed = false;
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
  }
  write(text: string | Buffer) {
    this.written.push(String(text));
    return true;
  }
  end() {
    this.ended = true;
    this.emit("close");
  }
  destroy() {
    this.destroyed = true;
    this.emit("close");
  }
  /** The events it was sent (id and data), pings and the retry line left out. */
  events() {
    return this.written.filter((text) => text.startsWith("id: "));
  }
}

const LIMITS: LiveLimits = { total: 4, perClient: 2, idleMs: 10 * 60_000 };
const quiet = () => undefined;

function open(hub: ReturnType<typeof createLiveHub>, topics: string[], client = "203.0.113.1") {
  const res = new FakeResponse();
  hub.open(res as unknown as ServerResponse, topics, client);
  return res;
}

afterEach(() => void vi.useRealTimers());

test("a stream opens as an event stream nobody buffers, caches or compresses, told when to reconnect", () => {
  const hub = createLiveHub(LIMITS, { log: quiet, random: () => 0.5 });
  const res = open(hub, ["ucc/2025"]);
  expect(res.status).toBe(200);
  expect(res.headers).toEqual({
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Accel-Buffering": "no",
  });
  // Spread between 2 and 8 s, so streams a restart ends do not all come back at once.
  expect(res.written).toEqual(["retry: 5000\n\n"]);
  expect(hub.stats()).toMatchObject({ streams: 1, clients: 1, topics: 1 });
  hub.closeAll();
});

test("a reload's event reaches the streams that follow a topic it changed, once each, with the version as its id", () => {
  const hub = createLiveHub(LIMITS, { log: quiet });
  const season = open(hub, ["ucc/2025"]);
  const both = open(hub, ["ucc/2025", "gaming"], "203.0.113.2");
  const other = open(hub, ["csc/2025"], "203.0.113.3");
  expect(hub.broadcast("0123456789ab", ["ucc/2025", "gaming"])).toBe(2);
  expect(season.events()).toEqual([eventText("0123456789ab", ["ucc/2025"])]);
  expect(both.events()).toEqual([eventText("0123456789ab", ["ucc/2025", "gaming"])]);
  expect(other.events()).toEqual([]);
  expect(eventText("0123456789ab", ["ucc/2025"])).toBe(
    'id: 0123456789ab\ndata: {"topics":["ucc/2025"]}\n\n',
  );
  // A reload that changed no season tells nobody.
  expect(hub.broadcast("ba9876543210", [])).toBe(0);
  hub.closeAll();
});

test("a stream the client missed an event on is sent it at once", () => {
  const hub = createLiveHub(LIMITS, { log: quiet });
  const res = new FakeResponse();
  const missed = eventText("0123456789ab", ["ucc/2025"]);
  hub.open(res as unknown as ServerResponse, ["ucc/2025"], "203.0.113.1", missed);
  expect(res.events()).toEqual([missed]);
  hub.closeAll();
});

test("bounded: per instance (full), per client (an IPv4 address, an IPv6 /64); a closed stream frees its place", () => {
  const hub = createLiveHub(LIMITS, { log: quiet });
  const home = clientKey("2001:db8:1:2::1");
  expect(hub.admit(home)).toBeUndefined();
  const first = open(hub, ["gaming"], home);
  open(hub, ["gaming"], clientKey("2001:db8:1:2:ffff::9"));
  // The same /64 is one client, however it writes its addresses.
  expect(hub.admit(clientKey("[2001:DB8:1:2::77]:443"))).toBe("client");
  expect(hub.admit(clientKey("2001:db8:1:3::1"))).toBeUndefined();
  first.emit("close");
  expect(hub.admit(home)).toBeUndefined();
  open(hub, ["gaming"], home);
  open(hub, ["gaming"], "198.51.100.1");
  open(hub, ["gaming"], "198.51.100.2");
  expect(hub.admit("198.51.100.3")).toBe("full");
  expect(hub.stats()).toMatchObject({
    streams: 4,
    clients: 3,
    total: 4,
    perClient: 2,
    refused: { client: 1, full: 1, closing: 0 },
  });
  hub.closeAll();
  expect(hub.admit("198.51.100.3")).toBe("closing");
  expect(hub.stats().streams).toBe(0);
});

test("a ping every 15 s; a stream with no event for the idle time ends; one whose reader stopped reading is dropped", async () => {
  vi.useFakeTimers();
  let now = 0;
  const hub = createLiveHub({ ...LIMITS, idleMs: 3 * PING_MS }, { log: quiet, now: () => now });
  const idle = open(hub, ["ucc/2025"]);
  const told = open(hub, ["csc/2025"], "203.0.113.2");
  const stuck = open(hub, ["csc/2025"], "203.0.113.3");
  const advance = async (ms: number) => {
    now += ms;
    await vi.advanceTimersByTimeAsync(ms);
  };
  await advance(PING_MS - 1);
  expect(idle.written.filter((text) => text === ": ping\n\n")).toHaveLength(0);
  await advance(1);
  expect(idle.written.filter((text) => text === ": ping\n\n")).toHaveLength(1);
  // An event restarts the idle time.
  hub.broadcast("0123456789ab", ["csc/2025"]);
  stuck.writableLength = MAX_BUFFERED_BYTES + 1;
  await advance(PING_MS);
  expect(stuck.destroyed).toBe(true);
  await advance(PING_MS);
  expect(idle.ended).toBe(true);
  expect(told.ended).toBe(false);
  expect(hub.stats()).toMatchObject({ streams: 1, ended: { idle: 1, slow: 1 } });
  hub.closeAll();
  expect(told.ended).toBe(true);
});
