// The deployment files and the README's "Deploying" section against the code: every documented
// environment variable is one the env schema accepts (and the reverse), the container, compose,
// systemd and nginx files name only those, and the CDN table says what the server really sends.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { envSchema, parseEnv } from "~/utils/env.server";
import { startProductionServer, type RunningServer } from "../helpers/server";
import { contentImageUrl } from "../helpers/images";

const read = (file: string) => readFileSync(file, "utf8");
const SCHEMA_NAMES = Object.keys(envSchema.shape).sort();
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** The lines of one `### heading` section of the README, up to the next heading. */
function readmeSection(heading: string): string[] {
  const lines = read("README.md").split("\n");
  const start = lines.indexOf(`### ${heading}`);
  expect(start, `README has a "### ${heading}" section`).toBeGreaterThan(-1);
  const end = lines.findIndex((line, index) => index > start && /^#{1,3} /.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** The body rows of the first Markdown table in `lines`, as trimmed cells without backticks. */
function tableRows(lines: string[]): string[][] {
  const rows = lines
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
  // The header row and the |---| row.
  return rows.slice(2).map((cells) => cells.map((cell) => cell.replace(/^`(.*)`$/, "$1")));
}

/** The schema's default for a variable, as the README writes it ("unset" when there is none). */
function schemaDefault(name: string): string {
  const value: unknown = envSchema.shape[name as keyof typeof envSchema.shape].parse(undefined);
  return value === undefined ? "unset" : String(value);
}

/** Replaces compose's `${NAME:-default}` / `${NAME}` with the default (or empty). */
const interpolate = (value: string) => value.replace(/\$\{[A-Z_][A-Z0-9_]*(?::?-([^}]*))?\}/g, (_match, fallback: string | undefined) => fallback ?? "");

type ComposeService = { build?: unknown; image?: string; environment?: Record<string, string | number | boolean> | string[]; depends_on?: unknown };

function composeSiteServices(): [string, ComposeService][] {
  const compose = parseYaml(read("compose.yaml"), { merge: true }) as { services: Record<string, ComposeService> };
  return Object.entries(compose.services).filter(([, service]) => service.build !== undefined || service.image === "voltverse-site");
}

function composeEnvironment(service: ComposeService): Record<string, string> {
  const environment = service.environment ?? {};
  const entries = Array.isArray(environment)
    ? environment.map((entry) => [entry.split("=", 1)[0]!, entry.slice(entry.indexOf("=") + 1)])
    : Object.entries(environment).map(([name, value]) => [name, String(value)]);
  return Object.fromEntries(entries.map(([name, value]) => [name, interpolate(value!)]));
}

/** The instructions of the Dockerfile's last stage (the image that runs), continuation lines joined. */
function runtimeStage(): string[] {
  const instructions = read("Dockerfile")
    .replace(/\\\n/g, " ")
    .split("\n")
    .filter((line) => line.trim() && !line.trimStart().startsWith("#"));
  const lastFrom = instructions.findLastIndex((line) => /^FROM\s/i.test(line));
  return instructions.slice(lastFrom);
}

/** Runtime source files: the server, the app and the scripts that start them (not tests, not tools). */
function runtimeSources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return walk(file);
      return /\.(ts|tsx|js|mjs)$/.test(name) && !/\.test\.|\.spec\./.test(name) ? [file] : [];
    });
  return [...walk("app"), ...walk("server"), "server.js", "scripts/start.mjs", "scripts/db-migrate.mjs", "scripts/build-freshness.mjs"];
}

describe("documented environment = the env schema", () => {
  test("the README's table lists exactly the variables envSchema accepts, with its defaults", () => {
    const rows = tableRows(readmeSection("Environment variables"));
    const names = rows.map(([name]) => name!);
    expect(sorted(names)).toEqual(SCHEMA_NAMES);
    expect(names.length, "no variable listed twice").toBe(SCHEMA_NAMES.length);
    for (const [name, documentedDefault, meaning] of rows) {
      expect(documentedDefault, `default of ${name}`).toBe(schemaDefault(name!));
      expect(meaning!.length, `meaning of ${name}`).toBeGreaterThan(10);
    }
  });

  test(".env.example names exactly the same variables, and its values parse", () => {
    const lines = read(".env.example").split("\n");
    const named = lines.map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1]).filter((name): name is string => name !== undefined);
    expect(sorted(named)).toEqual(SCHEMA_NAMES);
    const active = Object.fromEntries(lines.flatMap((line) => (/^[A-Z]/.test(line) ? [[line.split("=", 1)[0]!, line.slice(line.indexOf("=") + 1)]] : [])));
    expect(() => parseEnv(active)).not.toThrow();
  });

  test("the runtime code reads no environment variable outside the schema", () => {
    const read_ = new Set<string>();
    for (const file of runtimeSources()) {
      for (const match of read(file).matchAll(/process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*["'`]([^"'`]+)["'`]\s*\])/g)) read_.add(match[1] ?? match[2]!);
    }
    expect(read_.size, "found the reads (NODE_ENV, CONTENT_DIR at least)").toBeGreaterThan(1);
    expect([...read_].filter((name) => !SCHEMA_NAMES.includes(name))).toEqual([]);
  });

  test("compose.yaml: two site instances on PostgreSQL behind nginx, setting only schema variables, with valid values", () => {
    const sites = composeSiteServices();
    expect(sites.map(([name]) => name).sort()).toEqual(["site1", "site2"]);
    const nginx = read("deploy/nginx.conf");
    for (const [name, service] of sites) {
      const env = composeEnvironment(service);
      expect(
        Object.keys(env).filter((variable) => !SCHEMA_NAMES.includes(variable)),
        `${name}: unknown variables`,
      ).toEqual([]);
      const parsed = parseEnv(env);
      expect(parsed.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(parsed.TRUST_PROXY, `${name} trusts the nginx hop`).toBe(1);
      expect(env.PUBLIC_ORIGIN).toBeTruthy();
      expect(service.depends_on).toMatchObject({ postgres: { condition: "service_healthy" } });
      // nginx balances over every instance, on the port the instance listens on.
      expect(nginx).toContain(`server ${name}:${parsed.PORT} `);
    }
  });

  test("Dockerfile: the image that runs sets only schema variables and starts the server without building", () => {
    const stage = runtimeStage();
    const envNames = stage
      .filter((line) => /^ENV\s/i.test(line))
      .flatMap((line) => [...line.slice(4).matchAll(/([A-Za-z_][A-Za-z0-9_]*)=/g)].map((match) => match[1]!));
    expect(envNames.filter((name) => !SCHEMA_NAMES.includes(name))).toEqual([]);
    expect(stage).toContainEqual(expect.stringMatching(/^RUN npm ci --omit=dev\b/));
    expect(stage).toContainEqual(expect.stringMatching(/^USER (?!root\b|0\b)\w+/));
    expect(stage).toContainEqual(`EXPOSE ${schemaDefault("PORT")}`);
    expect(stage).toContainEqual(expect.stringMatching(/^HEALTHCHECK .*\/healthz/));
    expect(stage.at(-1)).toBe('CMD ["node", "server.js"]');
  });

  test("the runtime stage skips install scripts: better-sqlite3 must stay the only production package with one", () => {
    const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, { dev?: boolean; hasInstallScript?: boolean }> };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript && !entry.dev)
      .map(([name]) => name);
    // Another one would need its build copied from the build stage too (see the Dockerfile).
    expect(withScripts).toEqual(["node_modules/better-sqlite3"]);
    expect(runtimeStage().join("\n")).toContain("--ignore-scripts");
    expect(runtimeStage().join("\n")).toMatch(/COPY --from=build \S*better_sqlite3\.node/);
  });

  test("the systemd unit sets only schema variables", () => {
    const unit = read("deploy/voltverse@.service");
    const names = [...unit.matchAll(/^Environment=([A-Z_][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
    expect(names).toContain("PORT");
    expect(names.filter((name) => !SCHEMA_NAMES.includes(name))).toEqual([]);
    expect(unit).toMatch(/^ExecStart=\S*node server\.js$/m);
  });
});

const nginx = spawnSync("nginx", ["-v"]).error === undefined ? "nginx" : existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : undefined;

test.skipIf(!nginx)("deploy/nginx.conf passes nginx -t (with the compose host names pointed at this machine)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-nginx-"));
  try {
    const conf = path.join(dir, "nginx.conf");
    // Outside compose the names site1 and site2 do not resolve (nginx -t resolves upstreams), and
    // the test's stdout may be a socket nginx cannot open as /dev/stdout: logs go to files here.
    const text = read("deploy/nginx.conf")
      .replace(/server site\d+:/g, "server 127.0.0.1:")
      .replace(/\/dev\/std(out|err)/g, (_match, stream: string) => path.join(dir, `${stream}.log`));
    writeFileSync(conf, text);
    const result = spawnSync(nginx!, ["-t", "-c", conf, "-e", path.join(dir, "error.log"), "-g", `pid ${path.join(dir, "nginx.pid")};`], { encoding: "utf8" });
    expect(result.stderr).toContain("test is successful");
    expect(result.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe("the README's CDN table is what the server sends", () => {
  let dir = "";
  let server: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "vv-deploy-"));
    server = await startProductionServer({ DATABASE_URL: `file:${path.join(dir, "site.db")}` });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  type Probe = string | { path: string; init: RequestInit };
  /** Real requests for each row of the table, by the row's first cell. */
  async function probes(): Promise<Record<string, Probe[]>> {
    const html = await (await fetch(`${server.url}/shop`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    // Images of content are named by the hash of their source: cached for a year, like the assets.
    const contentImage = contentImageUrl("blog/how-processors-work", 800);
    return {
      'pages, feeds and "not found" pages': ["/", "/blogs", "/blogs/how-processors-work", "/rss.xml", "/sitemap.xml", "/nope", "/blogs/no-such-post"],
      "the Most viewed list": ["/blogs?sort=popular"],
      "hashed browser files": [asset, contentImage],
      "other static files": ["/images/brand/logo-160.webp", "/images/figures/cpu-pipeline.svg", "/favicon.ico"],
      "the APIs, the theme form, the health check": [
        "/api/views/how-processors-work",
        "/api/tv/MIX",
        "/healthz",
        { path: "/theme", init: { method: "POST", body: "theme=dark", headers: { "Content-Type": "application/x-www-form-urlencoded" }, redirect: "manual" } },
      ],
      "a missing file, a refused request (4xx), errors": [
        "/images/nothing.webp",
        "/assets/old-AbCd1234.js",
        { path: "/about", init: { method: "DELETE" } },
        { path: "/theme", init: { method: "POST", body: "x".repeat(2048), headers: { "Content-Type": "application/x-www-form-urlencoded" } } },
      ],
    };
  }

  test("every row, on real requests", async () => {
    const rows = tableRows(readmeSection("A CDN in front"));
    const byRow = await probes();
    expect(rows.map(([kind]) => kind)).toEqual(Object.keys(byRow));
    for (const [kind, , cacheControl] of rows) {
      for (const probe of byRow[kind!]!) {
        const { path: target, init } = typeof probe === "string" ? { path: probe, init: {} } : probe;
        const response = await fetch(`${server.url}${target}`, init);
        await response.arrayBuffer();
        expect(response.headers.get("cache-control"), `${init.method ?? "GET"} ${target} (${response.status})`).toBe(cacheControl);
      }
    }
  });
});
