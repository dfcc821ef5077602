// /live behind nginx as the recipe (deploy/nginx-two-instances.conf with deploy/nginx-proxy.conf)
// serves it: an event reaches a stream through nginx as the instance writes it, uncompressed,
// over HTTP/1.1 and over HTTPS with HTTP/2, where two streams of one visitor share one
// connection; the recipe turns buffering off and keeps its read timeout above the site's ping.
import { readFileSync } from "node:fs";
import http2 from "node:http2";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PING_MS } from "../../server/live/hub";
import { contentCopy } from "../helpers/content";
import { eventReader, LIVE_SEASON, openStream, writeMatch } from "../helpers/live";
import { nginxUnavailable, startNginx, type RunningNginx } from "../helpers/nginx";
import {
  contentHealth,
  reloadContent,
  startProductionServer,
  type RunningServer,
} from "../helpers/server";

/** The recipe's block for /live. */
function liveLocation(): string {
  const proxy = readFileSync("deploy/nginx-proxy.conf", "utf8");
  return /location = \/live \{[^}]*\}/.exec(proxy)?.[0] ?? "";
}

test("the recipe serves /live unbuffered, with a read timeout above the site's ping", () => {
  const block = liveLocation();
  expect(block).toContain("proxy_buffering off;");
  const timeout = /proxy_read_timeout (\d+)s;/.exec(block)?.[1];
  expect(Number(timeout) * 1000).toBeGreaterThan(PING_MS * 2);
  // The HTTPS lines an owner switches on carry HTTP/2 in Debian 12's nginx (1.22) spelling.
  expect(readFileSync("deploy/nginx-two-instances.conf", "utf8")).toMatch(
    /^\s*#\s+listen 443 ssl http2;$/m,
  );
});

describe.skipIf(Boolean(nginxUnavailable()))("/live through nginx", () => {
  let instances: RunningServer[] = [];
  let nginx: RunningNginx;
  let copy: ReturnType<typeof contentCopy>;
  beforeAll(async () => {
    copy = contentCopy();
    writeMatch(copy, { goals: 1, live: true });
    // One content folder, each instance its own SQLite file (PostgreSQL is not what this is about).
    instances = await Promise.all(
      ["a", "b"].map((name) =>
        startProductionServer({
          CONTENT_DIR: copy.dir,
          DATABASE_URL: `file:${path.join(copy.dir, "data", `${name}.db`)}`,
          TRUST_PROXY: "1",
        }),
      ),
    );
    nginx = await startNginx(
      [Number(new URL(instances[0]!.url).port), Number(new URL(instances[1]!.url).port)],
      { https: true },
    );
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    copy?.remove();
  });

  /** A reload of both instances, as `npm run reload` signals every server of the folder: the version they now serve. */
  async function reloadBoth(goals: number) {
    writeMatch(copy, { goals, live: true });
    const [a, b] = await Promise.all(instances.map((instance) => reloadContent(instance)));
    expect(a!.version).toBe(b!.version);
    return a!.version;
  }

  test("over HTTP/1.1: the event arrives as it is written, uncompressed", async () => {
    const { version: since } = await contentHealth(instances[0]!);
    const stream = await openStream(`${nginx.url}/live?topics=${LIVE_SEASON.topic}`, {
      "Last-Event-ID": since,
      "Accept-Encoding": "gzip, br",
    });
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(stream.response.headers.get("content-encoding")).toBeNull();
      const version = await reloadBoth(2);
      expect(await stream.next()).toEqual({ id: version, topics: [LIVE_SEASON.topic] });
    } finally {
      stream.close();
    }
  }, 120_000);

  test("over HTTPS with HTTP/2: two streams of one visitor on one connection, both told", async () => {
    const session = http2.connect(nginx.httpsUrl!, { rejectUnauthorized: false });
    try {
      const { version: since } = await contentHealth(instances[0]!);
      const open = () => {
        const request = session.request({
          ":path": `/live?topics=${LIVE_SEASON.topic}`,
          accept: "text/event-stream",
          "last-event-id": since,
        });
        request.setEncoding("utf8");
        const status = new Promise<number>((resolve) =>
          request.once("response", (headers) => resolve(Number(headers[":status"]))),
        );
        return { status, ...eventReader(request[Symbol.asyncIterator]()) };
      };
      const streams = [open(), open()];
      for (const stream of streams) expect(await stream.status).toBe(200);
      expect(session.alpnProtocol).toBe("h2");
      const version = await reloadBoth(3);
      for (const stream of streams)
        expect(await stream.next()).toEqual({ id: version, topics: [LIVE_SEASON.topic] });
    } finally {
      session.destroy();
    }
  }, 120_000);
});
