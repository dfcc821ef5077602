import express from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { currentContent } from "~/features/content/current.server";
import { liveEndpoint, RETRY_AFTER_SECONDS } from "./endpoint";
import { createLiveHub, eventText, type LiveHub } from "./hub";

const OLDER = "0123456789ab";
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function serve(
  limits = { total: 10, perClient: 10 },
  ahead?: (version: string) => boolean,
): Promise<{ url: string; hub: LiveHub }> {
  const hub = createLiveHub({ ...limits, idleMs: 60_000 }, { log: () => undefined });
  const app = express();
  app.use("/live", liveEndpoint(hub, { ahead }));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => {
    hub.closeAll();
    server.close();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/live`, hub };
}

/** A stream's text as it arrives: `next()` resolves with the next event (pings and the retry line skipped). */
async function stream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  cleanups.push(() => controller.abort());
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  return {
    response,
    async next(): Promise<string> {
      for (;;) {
        const end = buffered.indexOf("\n\n");
        if (end !== -1) {
          const block = buffered.slice(0, end + 2);
          buffered = buffered.slice(end + 2);
          if (block.startsWith("id: ")) return block;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("the stream ended");
        buffered += value;
      }
    },
  };
}

test("bad input answers 400 with the reason, never a stream", async () => {
  const { url } = await serve();
  const refused: [string, Record<string, string>, RegExp][] = [
    ["", {}, /topics is missing/],
    ["?topics=", {}, /topics is empty/],
    ["?topics=ucc/1999", {}, /no such season/],
    ["?topics=../../etc", {}, /neither/],
    ["?topics=gaming&topics=gaming", {}, /topics given twice/],
    ["?topics=gaming&since=x", {}, /since is not a content version/],
    ["?topics=gaming&since=a&since=b", {}, /since given twice/],
    ["?topics=gaming&callback=x", {}, /unknown parameter "callback"/],
    ["?topics=gaming", { "Last-Event-ID": "'; DROP TABLE" }, /Last-Event-ID/],
    ["?topics=gaming", { "Last-Event-ID": `${OLDER}0` }, /Last-Event-ID/],
    ["?topics=%E0%A4%A", {}, /neither/],
  ];
  for (const [query, headers, reason] of refused) {
    const response = await fetch(`${url}${query}`, { headers });
    expect(response.status, query).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toMatch(reason);
  }
  expect((await fetch(`${url}/more?topics=gaming`)).status).toBe(404);
});

test("Last-Event-ID older than the content: the current version at once; the current one: nothing until the next reload", async () => {
  const { url, hub } = await serve();
  const { version } = currentContent();
  const behind = await stream(`${url}?topics=gaming`, { "Last-Event-ID": OLDER });
  expect(behind.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  expect(await behind.next()).toBe(eventText(version, ["gaming"]));

  const current = await stream(`${url}?topics=gaming`, { "Last-Event-ID": version });
  hub.broadcast("ba9876543210", ["gaming"]);
  // The first event it sees is the reload's: nothing was sent before it.
  expect(await current.next()).toBe(eventText("ba9876543210", ["gaming"]));
});

test("a page's own version (since) stands for Last-Event-ID on a first connection; Last-Event-ID wins over it", async () => {
  const { url, hub } = await serve();
  const { version } = currentContent();
  const first = await stream(`${url}?topics=gaming&since=${OLDER}`);
  expect(await first.next()).toBe(eventText(version, ["gaming"]));
  const reconnect = await stream(`${url}?topics=gaming&since=${OLDER}`, {
    "Last-Event-ID": version,
  });
  hub.broadcast("ba9876543210", ["gaming"]);
  expect(await reconnect.next()).toBe(eventText("ba9876543210", ["gaming"]));
});

test("a version published elsewhere and not loaded here yet is no reason to send the old one", async () => {
  const { url, hub } = await serve(undefined, (version) => version === OLDER);
  const ahead = await stream(`${url}?topics=gaming`, { "Last-Event-ID": OLDER });
  hub.broadcast(OLDER, ["gaming"]);
  expect(await ahead.next()).toBe(eventText(OLDER, ["gaming"]));
});

test("a client over its share: 429 with Retry-After; a full instance: 503 with Retry-After; HEAD opens nothing", async () => {
  const shared = await serve({ total: 10, perClient: 1 });
  await stream(`${shared.url}?topics=gaming`);
  const share = await fetch(`${shared.url}?topics=gaming`);
  expect(share.status).toBe(429);
  expect(share.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
  expect(await share.text()).toMatch(/your network has all the live streams/);

  const { url, hub } = await serve({ total: 2, perClient: 2 });
  const head = await fetch(`${url}?topics=gaming`, { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(head.headers.get("content-type")).toMatch(/^text\/event-stream/);
  expect(hub.stats().streams).toBe(0);
  await stream(`${url}?topics=gaming`);
  await stream(`${url}?topics=gaming`);
  const full = await fetch(`${url}?topics=gaming`);
  expect(full.status).toBe(503);
  expect(full.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
  expect(await full.text()).toMatch(/all the live streams it can hold/);
  expect(hub.stats().refused).toEqual({ full: 1, client: 0, closing: 0 });
});
