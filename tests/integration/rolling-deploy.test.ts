// The rolling deploy of docs/deploy.md, for real: two instances on one PostgreSQL (role and
// database made with the documented commands) behind nginx configured with
// deploy/nginx-two-instances.conf, each running from /srv/voltverse/current (here a temporary
// folder). While clients hammer the site through nginx, a new release is laid out beside the old
// one, the old release's hashed files are carried over, `current` is switched, and the instances
// are restarted one at a time, each brought back before the next goes. No request may fail: only
// 2xx, 3xx and the 4xx a request expects (404 for a missing page, 429 over the view limit).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { documentedInstanceSettings } from "../helpers/markdown";
import { nginxUnavailable, startNginx, type RunningNginx } from "../helpers/nginx";
import { postgresUnavailable, startTestPostgres, type TestPostgres } from "../helpers/postgres";
import { freePort, startServerProcess, type RunningServer } from "../helpers/server";

const SLUG = "how-processors-work";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const PAGES = [
  "/",
  "/blogs",
  `/blogs/${SLUG}`,
  "/about",
  "/services",
  "/tv?channel=GTA",
  "/gaming/ucc/standings",
];
const RATE_LIMIT = 20;
/** Bounds of the load: it stops by itself whatever happens. */
const MAX_REQUESTS = 40_000;
const MAX_LOAD_MS = 150_000;

/** What a release needs to run `node server.js` (as the Dockerfile's runtime stage copies it). */
const RELEASE_FILES = ["build", "server.js", "package.json", "content", "public"];

type Answer = { status: number; body: string } | { error: string };

function send(
  url: string,
  {
    method = "GET",
    headers = {},
    localAddress,
    body,
  }: { method?: string; headers?: Record<string, string>; localAddress?: string; body?: string },
  agent?: http.Agent,
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method,
        headers: { "User-Agent": BROWSER, ...headers },
        agent,
        localAddress,
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", (error) => resolve({ error: `response: ${error.message}` }));
        res.on("end", () =>
          resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    req.end(body);
  });
}

/** The behaviours' entry a page names (its address changes with every build). */
const entryOf = (html: string) => /s\.src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];

/** The role and database, made as docs/deploy.md says (here on the throwaway cluster's port). */
function createRoleAndDatabase(postgres: TestPostgres, password: string): string {
  const { port } = new URL(postgres.url);
  const asPostgres = (command: string, args: string[]) => {
    const full = [...args, "-h", "127.0.0.1", "-p", port];
    if (process.getuid?.() === 0)
      execFileSync("runuser", ["-u", "postgres", "--", command, ...full], { stdio: "pipe" });
    else execFileSync(command, full, { stdio: "pipe" });
  };
  asPostgres("psql", [
    "-U",
    "postgres",
    "-v",
    "ON_ERROR_STOP=1",
    "-c",
    `CREATE ROLE voltverse LOGIN PASSWORD '${password}'`,
  ]);
  asPostgres("createdb", ["-U", "postgres", "--owner=voltverse", "voltverse"]);
  return `postgres://voltverse:${password}@127.0.0.1:${port}/voltverse`;
}

/** A release folder: the files the server runs from, sharing this checkout's node_modules. */
function layRelease(dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const entry of RELEASE_FILES) cpSync(entry, path.join(dir, entry), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
}

/**
 * Stands in for a new build: the behaviours' entry gets new content and so a new hashed name, and
 * the old file is gone, as after `npm run build`. Pages from the new release name a file the old
 * release lacks, and the other way round.
 */
function changeBuild(dir: string): string {
  const manifest = path.join(dir, "build", "enhance.json");
  const { src } = JSON.parse(readFileSync(manifest, "utf8")) as { src: string };
  const oldFile = path.join(dir, "build", "client", src);
  const text = `${readFileSync(oldFile, "utf8")}\n// next release\n`;
  const next = `/assets/enhance-${createHash("sha256").update(text).digest("hex").slice(0, 8).toUpperCase()}.js`;
  writeFileSync(path.join(dir, "build", "client", next), text);
  unlinkSync(oldFile);
  writeFileSync(manifest, `${JSON.stringify({ src: next })}\n`);
  return next;
}

/** `cp -rn current/build/client/assets/. new/build/client/assets/`: pages already out keep their files. */
function carryOverAssets(from: string, to: string) {
  const source = path.join(from, "build", "client", "assets");
  const target = path.join(to, "build", "client", "assets");
  for (const name of readdirSync(source))
    if (!existsSync(path.join(target, name)))
      copyFileSync(path.join(source, name), path.join(target, name));
}

/** `ln -sfn new current`, atomically: a rename over the old link. */
function switchCurrent(root: string, release: string) {
  const next = path.join(root, "current.next");
  symlinkSync(release, next);
  renameSync(next, path.join(root, "current"));
}

const unavailable = postgresUnavailable() ?? nginxUnavailable();

describe.skipIf(unavailable)("two instances on PostgreSQL behind nginx", () => {
  let postgres: TestPostgres;
  let nginx: RunningNginx;
  let root = "";
  let databaseUrl = "";
  const ports: number[] = [];
  const instances: RunningServer[] = [];

  /** The settings docs/deploy.md gives the instances (HOST, TRUST_PROXY …), with this run's database. */
  const instanceEnv = () => ({
    ...documentedInstanceSettings(),
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    VIEW_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    LOG_REQUESTS: "false",
  });
  const startInstance = (index: number) =>
    startServerProcess({
      script: "server.js",
      env: instanceEnv(),
      port: ports[index],
      cwd: path.join(root, "current"),
      timeoutMs: 60_000,
    });

  beforeAll(async () => {
    postgres = await startTestPostgres();
    databaseUrl = createRoleAndDatabase(postgres, "a-long-random-password");
    root = mkdtempSync(path.join(tmpdir(), "vv-releases-"));
    layRelease(path.join(root, "releases", "1"));
    switchCurrent(root, path.join(root, "releases", "1"));
    ports.push(await freePort(), await freePort());
    // Two instances that start together migrate one database once (Kysely's lock).
    instances.push(...(await Promise.all([startInstance(0), startInstance(1)])));
    nginx = await startNginx([ports[0]!, ports[1]!]);
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    postgres?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test("the instances see each visitor's own address through nginx; a forged X-Forwarded-For does not change it", async () => {
    const post = (localAddress: string, forged?: string) =>
      send(
        `${nginx.url}/api/views/${SLUG}`,
        {
          method: "POST",
          localAddress,
          headers: { Origin: nginx.url, ...(forged ? { "X-Forwarded-For": forged } : {}) },
        },
        new http.Agent({ keepAlive: false }),
      );
    // Each instance keeps its own limit and nginx alternates between them: one address gets 2 × the limit.
    const statuses: number[] = [];
    for (let i = 0; i < 2 * RATE_LIMIT + 1; i += 1) {
      const answer = await post("127.0.0.2", `203.0.113.${i}`);
      statuses.push("status" in answer ? answer.status : 0);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(2 * RATE_LIMIT);
    expect(statuses.at(-1)).toBe(429);
    // Another visitor (another address reaching nginx) has a budget of its own.
    const other = await post("127.0.0.3");
    expect("status" in other && other.status).toBe(200);
  });

  test("a POST whose connection an instance resets unanswered is retried on the other instance", async () => {
    // Stands in for a stopping instance at the moment nginx sends on a connection it is closing:
    // it reads the request, never answers, and resets the connection.
    let resets = 0;
    const resetting = createNetServer((socket) => {
      socket.once("data", () => {
        resets += 1;
        socket.resetAndDestroy();
      });
    });
    const resettingPort = await freePort();
    await new Promise<void>((resolve) => resetting.listen(resettingPort, "127.0.0.1", resolve));
    const front = await startNginx([resettingPort, ports[0]!]);
    try {
      for (let i = 0; i < 4; i += 1) {
        for (const [method, target, body] of [
          ["POST", `/api/views/${SLUG}`, ""],
          ["POST", "/theme", "theme=dark"],
          ["GET", "/blogs", undefined],
        ] as const) {
          const answer = await send(
            `${front.url}${target}`,
            {
              method,
              body,
              localAddress: "127.0.0.4",
              headers: { Origin: front.url, "Content-Type": "application/x-www-form-urlencoded" },
            },
            new http.Agent({ keepAlive: false }),
          );
          expect("status" in answer && answer.status, `${method} ${target}`).toBeLessThan(400);
        }
      }
      expect(resets, "nginx tried the resetting instance").toBeGreaterThan(0);
    } finally {
      await front.stop();
      resetting.close();
    }
  });

  test("a rolling deploy under load: no failed request, every answered view stored", async () => {
    const countNow = async () => {
      const answer = await send(`${nginx.url}/api/views/${SLUG}`, {});
      if (!("status" in answer) || answer.status !== 200)
        throw new Error(`views: ${JSON.stringify(answer)}`);
      return (JSON.parse(answer.body) as { views: number }).views;
    };
    const before = await countNow();
    const oldEntry = entryOf(
      (await send(`${nginx.url}/blogs`, {}).then((a) => ("body" in a ? a.body : "")))!,
    )!;
    expect(oldEntry).toBeTruthy();

    const failures: string[] = [];
    const entries = new Set<string>();
    let requests = 0;
    let counted = 0;
    let stop = false;
    const deadline = Date.now() + MAX_LOAD_MS;
    const check = (what: string, answer: Answer, expected: number[]) => {
      requests += 1;
      if (!("status" in answer)) failures.push(`${what}: ${answer.error}`);
      else if (!expected.includes(answer.status))
        failures.push(`${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
      return "status" in answer ? answer : undefined;
    };

    /** A visitor: pages and the files they name, view counts and the counter, on one keep-alive connection like a browser's. */
    async function visitor(index: number) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
      const localAddress = `127.0.0.${10 + index}`;
      const get = (target: string) => send(`${nginx.url}${target}`, { localAddress }, agent);
      for (let i = 0; !stop && requests < MAX_REQUESTS && Date.now() < deadline; i += 1) {
        const target =
          i % 5 === 4 ? `/blogs?q=visitor${index}-${i}` : PAGES[(index + i) % PAGES.length]!;
        const page = check(`GET ${target}`, await get(target), [200]);
        const entry = page && entryOf(page.body);
        if (entry) {
          entries.add(entry);
          check(`GET ${entry}`, await get(entry), [200]);
        }
        if (i % 3 === 0) {
          const view = check(
            `POST /api/views/${SLUG}`,
            await send(
              `${nginx.url}/api/views/${SLUG}`,
              { method: "POST", localAddress, headers: { Origin: nginx.url } },
              agent,
            ),
            [200, 429],
          );
          if (view?.status === 200 && (JSON.parse(view.body) as { counted: boolean }).counted)
            counted += 1;
          check(`GET /api/views/${SLUG}`, await get(`/api/views/${SLUG}`), [200]);
        }
        if (i % 7 === 0) check("GET /no-such-page", await get("/no-such-page"), [404]);
      }
      agent.destroy();
    }
    const until = async (condition: () => boolean) => {
      while (!condition()) {
        if (Date.now() > deadline) throw new Error("the load ran out of time");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    const load = Promise.all(Array.from({ length: 8 }, (_, index) => visitor(index)));
    try {
      await until(() => requests >= 200);
      // Build, check and lay out the new release beside the running one, then point `current` at it.
      const next = path.join(root, "releases", "2");
      layRelease(next);
      const newEntry = changeBuild(next);
      carryOverAssets(path.join(root, "current"), next);
      switchCurrent(root, next);
      // One instance at a time: stop it (SIGTERM drains it), start it on the new release, wait for its health.
      for (const index of [0, 1]) {
        const old = instances[index]!;
        const exited = new Promise<number | null>((resolve) =>
          old.process.once("exit", (code) => resolve(code)),
        );
        await old.stop();
        expect(await exited, `instance ${index} exits cleanly`).toBe(0);
        instances[index] = await startInstance(index);
        const seen = requests;
        await until(() => requests >= seen + 100);
      }
      await until(() => entries.has(newEntry));
    } finally {
      stop = true;
      await load;
    }

    // Refused and reset connections are expected while an instance restarts: nginx then asks the other one.
    const nginxLines = nginx.output().split("\n");
    const retried = nginxLines.filter((line) =>
      /\((111: Connection refused|104: Connection reset by peer)\)/.test(line),
    );
    const nginxSaid = nginxLines.filter((line) => line && !retried.includes(line));
    const resets = retried.filter((line) => line.includes("(104:"));
    console.log(
      `rolling deploy: ${requests} requests, ${counted} views counted; nginx asked the other instance after ${retried.length - resets.length} refused ` +
        `and ${resets.length} reset connections (${resets.filter((line) => line.includes('"POST ')).length} of those POSTs)`,
    );
    expect(
      failures,
      `${failures.length} of ${requests} requests failed; nginx said:\n${nginxSaid.join("\n")}`,
    ).toEqual([]);
    expect(entries).toContain(oldEntry);
    expect(counted).toBeGreaterThan(0);
    // Every view an instance answered as counted is in the database, across both restarts.
    expect(await countNow()).toBe(before + counted);
  }, 200_000);
});
