// The deployment files, docs/configuration.md, docs/operations.md and docs/deploy.md against the code:
// every documented environment variable is one the env schema accepts (and the reverse), the
// container, compose, systemd and nginx files name only those and pass their tools' checks, the
// settings table for two instances is what the files hold, and the CDN table says what the server
// really sends.
import { spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { envSchema, parseEnv } from "~/utils/env.server";
import {
  compose,
  COMPOSE_SETTINGS,
  composeEnvironment,
  composeSiteServices,
} from "../helpers/compose";
import { documentedInstanceSettings, markdownSection, tableRows } from "../helpers/markdown";
import { nginxBinary, nginxUnavailable, replaceOrFail, twoInstanceConfig } from "../helpers/nginx";
import { startProductionServer, type RunningServer } from "../helpers/server";
import { contentImageUrl } from "../helpers/images";

const read = (file: string) => readFileSync(file, "utf8");
const SCHEMA_NAMES = Object.keys(envSchema.shape).sort();
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** The schema's default for a variable, as docs/configuration.md writes it ("unset" when there is none). */
function schemaDefault(name: string): string {
  const value: unknown = envSchema.shape[name as keyof typeof envSchema.shape].parse(undefined);
  return value === undefined ? "unset" : String(value);
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
  return [
    ...walk("app"),
    ...walk("server"),
    "server.js",
    "scripts/start.mjs",
    "scripts/db-migrate.mjs",
    "scripts/check-live.mjs",
    "scripts/newsletter.mjs",
    "scripts/env-file.mjs",
    "scripts/build-freshness.mjs",
  ];
}

describe("documented environment = the env schema", () => {
  test("docs/configuration.md's table lists exactly the variables envSchema accepts, with its defaults", () => {
    const rows = tableRows(markdownSection("docs/configuration.md", "Environment variables"));
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
    const named = lines
      .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(sorted(named)).toEqual(SCHEMA_NAMES);
    const active = Object.fromEntries(
      lines.flatMap((line) =>
        /^[A-Z]/.test(line) ? [[line.split("=", 1)[0]!, line.slice(line.indexOf("=") + 1)]] : [],
      ),
    );
    expect(() => parseEnv(active)).not.toThrow();
  });

  test("the runtime code reads no environment variable outside the schema", () => {
    const read_ = new Set<string>();
    for (const file of runtimeSources()) {
      for (const match of read(file).matchAll(
        /process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*["'`]([^"'`]+)["'`]\s*\])/g,
      ))
        read_.add(match[1] ?? match[2]!);
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
      // data/ (the SQLite default) is a named volume: it outlives the containers.
      expect(service.volumes, `${name} keeps data/ in a volume`).toContain("site-data:/app/data");
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
      .flatMap((line) =>
        [...line.slice(4).matchAll(/([A-Za-z_][A-Za-z0-9_]*)=/g)].map((match) => match[1]!),
      );
    expect(envNames.filter((name) => !SCHEMA_NAMES.includes(name))).toEqual([]);
    expect(stage).toContainEqual(expect.stringMatching(/^RUN npm ci --omit=dev\b/));
    expect(stage).toContainEqual(expect.stringMatching(/^USER (?!root\b|0\b)\w+/));
    expect(stage).toContainEqual(`EXPOSE ${schemaDefault("PORT")}`);
    expect(stage).toContainEqual(expect.stringMatching(/^HEALTHCHECK .*\/healthz/));
    expect(stage.at(-1)).toBe('CMD ["node", "server.js"]');
  });

  test("the runtime stage skips install scripts: better-sqlite3 must stay the only production package with one", () => {
    const lock = JSON.parse(read("package-lock.json")) as {
      packages: Record<string, { dev?: boolean; hasInstallScript?: boolean }>;
    };
    // The site's own entry ("") has one too: its postinstall patches a development dependency, and the runtime stage has none.
    const withScripts = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== "" && entry.hasInstallScript && !entry.dev)
      .map(([name]) => name);
    // Another one would need its build copied from the build stage too (see the Dockerfile).
    expect(withScripts).toEqual(["node_modules/better-sqlite3"]);
    expect(runtimeStage().join("\n")).toContain("--ignore-scripts");
    expect(runtimeStage().join("\n")).toMatch(/COPY --from=build \S*better_sqlite3\.node/);
  });

  test("compose.yaml requires PUBLIC_ORIGIN and POSTGRES_PASSWORD, with no silent default; the Dockerfile makes data/ a volume", () => {
    const text = read("compose.yaml");
    const required = sorted(
      [...text.matchAll(/\$\{([A-Z_][A-Z0-9_]*):\?[^}]+\}/g)].map((match) => match[1]!),
    );
    expect(required).toEqual(["POSTGRES_PASSWORD", "PUBLIC_ORIGIN"]);
    expect(text, "no default for them").not.toMatch(/\$\{(PUBLIC_ORIGIN|POSTGRES_PASSWORD):?-/);
    for (const missing of required) {
      const given = { ...COMPOSE_SETTINGS };
      delete given[missing];
      expect(
        () => composeSiteServices().forEach(([, service]) => composeEnvironment(service, given)),
        missing,
      ).toThrow(new RegExp(`set ${missing}`));
    }
    expect(compose().volumes).toHaveProperty("site-data");
    expect(runtimeStage()).toContain("VOLUME /app/data");
  });

  test("the systemd unit sets only schema variables, and the port from its instance name where no settings file can override it", () => {
    const unit = read("deploy/voltverse@.service");
    const exec =
      /^ExecStart=\/usr\/bin\/env ((?:[A-Z_][A-Z0-9_]*=\S+ )*)\/usr\/bin\/node server\.js$/m.exec(
        unit,
      );
    expect(exec, "ExecStart runs node server.js with the instance's port").not.toBeNull();
    const names = [
      ...unit.matchAll(/^Environment=([A-Z_][A-Z0-9_]*)=/gm),
      ...exec![1]!.matchAll(/([A-Z_][A-Z0-9_]*)=/g),
    ].map((match) => match[1]!);
    expect(exec![1]).toBe("PORT=%i ");
    expect(names.filter((name) => !SCHEMA_NAMES.includes(name))).toEqual([]);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/voltverse\.env$/m);
  });
});

const systemdAnalyze = spawnSync("systemd-analyze", ["--version"]).error === undefined;
if (!systemdAnalyze && process.env.REQUIRE_SYSTEMD_ANALYZE)
  throw new Error(
    "systemd-analyze is required here (REQUIRE_SYSTEMD_ANALYZE) but not installed (apt-get install -y systemd)",
  );

test.skipIf(!systemdAnalyze)(
  "systemd-analyze verify finds nothing to say about the unit, as an instance",
  () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vv-unit-"));
    try {
      const unit = path.join(dir, "voltverse@3001.service");
      writeFileSync(unit, read("deploy/voltverse@.service"));
      const result = spawnSync("systemd-analyze", ["verify", unit], { encoding: "utf8" });
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

describe("docs/deploy.md: the settings two instances behind nginx need", () => {
  const rows = tableRows(
    markdownSection("docs/deploy.md", "The settings two instances behind nginx need"),
  );

  test("each value is in the file the table names", () => {
    expect(rows.length).toBeGreaterThan(5);
    for (const [setting, where, value] of rows) {
      if (where === "/etc/voltverse.env") continue;
      expect(where, setting).toMatch(/^deploy\//);
      expect(read(where!), `${setting}: ${value} in ${where}`).toContain(value);
    }
  });

  test("the settings file's lines are schema variables with valid values, and the recipe writes exactly them", () => {
    const documented = documentedInstanceSettings();
    expect(Object.keys(documented).filter((name) => !SCHEMA_NAMES.includes(name))).toEqual([]);
    const env = parseEnv(documented);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.TRUST_PROXY).toBe(1);
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\//);
    // The file set-up 2 writes names the same variables.
    const recipe = markdownSection(
      "docs/deploy.md",
      "2. Two instances on one PostgreSQL behind nginx",
    ).join("\n");
    const written = /cat > \/etc\/voltverse\.env <<'EOF'\n([\s\S]*?)\nEOF/.exec(recipe)![1]!;
    const lines = Object.fromEntries(
      written
        .split("\n")
        .map((line) => [line.split("=", 1)[0]!, line.slice(line.indexOf("=") + 1)]),
    );
    expect(sorted(Object.keys(lines))).toEqual(sorted(Object.keys(documented)));
    expect(() => parseEnv(lines)).not.toThrow();
  });
});

describe.skipIf(nginxUnavailable())("nginx -t", () => {
  /** Runs `nginx -t` on a configuration written into a temporary folder (its includes beside it). */
  function nginxTest(write: (dir: string) => string) {
    const dir = mkdtempSync(path.join(tmpdir(), "vv-nginx-"));
    try {
      const conf = path.join(dir, "nginx.conf");
      writeFileSync(conf, write(dir));
      const result = spawnSync(
        nginxBinary()!,
        ["-t", "-c", conf, "-e", path.join(dir, "error.log")],
        { encoding: "utf8" },
      );
      expect(result.stderr).toContain("test is successful");
      expect(result.stderr).not.toMatch(/\[(warn|emerg|alert|crit|error)\]/);
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  test("deploy/nginx.conf, as compose mounts it with its snippet (the compose host names pointed at this machine)", () => {
    const mounts = compose().services.nginx!.volumes!;
    expect(mounts).toContain("./deploy/nginx.conf:/etc/nginx/nginx.conf:ro");
    expect(mounts).toContain(
      "./deploy/nginx-proxy.conf:/etc/nginx/snippets/voltverse-proxy.conf:ro",
    );
    nginxTest((dir) => {
      mkdirSync(path.join(dir, "snippets"));
      writeFileSync(
        path.join(dir, "snippets", "voltverse-proxy.conf"),
        read("deploy/nginx-proxy.conf"),
      );
      // Outside compose the names site1 and site2 do not resolve (nginx -t resolves upstreams), and
      // the test's stdout may be a socket nginx cannot open as /dev/stdout: logs go to files here.
      let text = replaceOrFail(read("deploy/nginx.conf"), /server site\d+:/g, "server 127.0.0.1:");
      text = replaceOrFail(text, /\/dev\/std(out|err)/g, path.join(dir, "std.log"));
      return `pid ${path.join(dir, "nginx.pid")};\n${text}`;
    });
  });

  test("deploy/nginx-two-instances.conf, inside an http block as Debian's nginx.conf includes conf.d", () => {
    nginxTest((dir) => twoInstanceConfig(dir, 8080, [3001, 3002]));
  });
});

describe("docs/operations.md's CDN table is what the server sends", () => {
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
      'pages, feeds and "not found" pages': [
        "/",
        "/blogs",
        "/blogs/how-processors-work",
        "/rss.xml",
        "/sitemap.xml",
        "/nope",
        "/blogs/no-such-post",
      ],
      "the Most viewed list": ["/blogs?sort=popular"],
      "hashed browser files": [asset, contentImage],
      "other static files": [
        "/images/brand/logo-160.webp",
        "/images/figures/cpu-pipeline.svg",
        "/favicon.ico",
      ],
      "the APIs, the theme form, the health check": [
        "/api/views/how-processors-work",
        "/api/tv/MIX",
        "/healthz",
        {
          path: "/theme",
          init: {
            method: "POST",
            body: "theme=dark",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            redirect: "manual",
          },
        },
      ],
      // A HEAD: the stream itself never ends.
      "live streams (Server-Sent Events, unbuffered)": [
        { path: "/live?topics=gaming", init: { method: "HEAD" } },
      ],
      "a missing file, a refused request (4xx), errors": [
        "/images/nothing.webp",
        "/assets/old-AbCd1234.js",
        { path: "/about", init: { method: "DELETE" } },
        {
          path: "/theme",
          init: {
            method: "POST",
            body: "x".repeat(2048),
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
          },
        },
      ],
    };
  }

  test("every row, on real requests", async () => {
    const rows = tableRows(markdownSection("docs/operations.md", "A CDN in front"));
    const byRow = await probes();
    expect(rows.map(([kind]) => kind)).toEqual(Object.keys(byRow));
    for (const [kind, , cacheControl] of rows) {
      for (const probe of byRow[kind!]!) {
        const { path: target, init } =
          typeof probe === "string" ? { path: probe, init: {} } : probe;
        const response = await fetch(`${server.url}${target}`, init);
        await response.arrayBuffer();
        expect(
          response.headers.get("cache-control"),
          `${init.method ?? "GET"} ${target} (${response.status})`,
        ).toBe(cacheControl);
      }
    }
  });
});
