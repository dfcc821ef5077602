// The deploy recipes when something goes wrong, run as far as this machine allows: a server that
// cannot start on its settings or content exits 78 and the systemd unit does not restart it (and
// gives up on other failures after a few tries); the rolling deploy's restart loop of
// docs/deploy.md, run with stand-ins for systemctl, waits quietly and stops at an instance that
// does not come back; compose's database settings carry a password of any characters to a
// PostgreSQL that checks it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { REFUSED_EXIT_CODE } from "../../server/refused";
import { COMPOSE_SETTINGS, composeEnvironment, composeSiteServices } from "../helpers/compose";
import { contentCopy } from "../helpers/content";
import { markdownSection } from "../helpers/markdown";
import { postgresUnavailable, startTestPostgres } from "../helpers/postgres";
import { freePort, startProductionServer } from "../helpers/server";

const read = (file: string) => readFileSync(file, "utf8");
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/** A systemd unit file's settings by section, each key with its values in order (a key may repeat). */
function unitSettings(text: string): Record<string, Record<string, string[]>> {
  const sections: Record<string, Record<string, string[]>> = {};
  let section: Record<string, string[]> = {};
  for (const line of text.split("\n")) {
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) sections[header[1]!] = section = {};
    const setting = /^(\w+)=(.*)$/.exec(line);
    if (setting) (section[setting[1]!] ??= []).push(setting[2]!);
  }
  return sections;
}

describe("a server that cannot start is not restarted for ever", () => {
  const brokenContent = () => {
    const copy = contentCopy();
    copy.edit("tv/gta.yaml", (yaml) => yaml.replace("duration: 91", "durations: 91"));
    return copy;
  };
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: "0",
        LOG_REQUESTS: "false",
        ...env,
      },
      encoding: "utf8",
      timeout: 30_000,
    });
  const lastLine = (text: string) => text.trimEnd().split("\n").at(-1);

  test("refused content or settings: the server exits 78 and its last line says why", () => {
    const copy = brokenContent();
    try {
      const content = start({ CONTENT_DIR: copy.dir });
      expect(content.stderr).toContain('field "videos.0.durations": Unrecognized key: "durations"');
      expect(lastLine(content.stderr)).toMatch(
        new RegExp(
          `^Stopped with exit status 78: the content in ${copy.dir} is refused\\. Starting again cannot help`,
        ),
      );
      expect(content.status).toBe(REFUSED_EXIT_CODE);
    } finally {
      copy.remove();
    }
    const settings = start({ PORT: "eighty" });
    expect(settings.stderr).toMatch(/^ {2}PORT: /m);
    expect(lastLine(settings.stderr)).toMatch(
      /^Stopped with exit status 78: the environment's settings are refused\./,
    );
    expect(settings.status).toBe(REFUSED_EXIT_CODE);
  }, 60_000);

  test("the systemd unit never restarts on that status, and gives up on any other failure after a few tries", () => {
    const { Unit: unit = {}, Service: service = {} } = unitSettings(
      read("deploy/voltverse@.service"),
    );
    expect(service.Restart).toEqual(["on-failure"]);
    expect(service.RestartPreventExitStatus?.flatMap((value) => value.split(/\s+/))).toContain(
      String(REFUSED_EXIT_CODE),
    );
    // The start limit belongs to [Unit]; restarts come RestartSec apart at least, so the burst must fit in the interval to ever be reached.
    const [burst, interval, pause] = [
      unit.StartLimitBurst,
      unit.StartLimitIntervalSec,
      service.RestartSec,
    ].map((value) => Number(value?.[0]));
    expect(burst).toBeGreaterThanOrEqual(2);
    expect(burst).toBeLessThanOrEqual(10);
    expect(burst! * pause!).toBeLessThan(interval!);
  });
});

describe.skipIf(postgresUnavailable())("compose's database settings", () => {
  test("a POSTGRES_PASSWORD with / @ # : % ? & reaches PostgreSQL as it is: the instances start on it and count views", async () => {
    const password = "s3cret/with@odd#chars:%?&+";
    const postgres = await startTestPostgres({ superuserPassword: "superuser-secret" });
    try {
      // What the postgres image does with POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB.
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      try {
        await admin.query(`CREATE ROLE site LOGIN PASSWORD ${admin.escapeLiteral(password)}`);
        await admin.query("CREATE DATABASE site OWNER site");
      } finally {
        await admin.end();
      }
      const { PORT: _composePort, ...env } = composeEnvironment(composeSiteServices()[0]![1], {
        ...COMPOSE_SETTINGS,
        POSTGRES_PASSWORD: password,
      });
      // The compose host name, pointed at this machine's throwaway cluster.
      const url = new URL(env.DATABASE_URL!);
      expect(url.host).toBe("postgres:5432");
      url.host = new URL(postgres.url).host;
      // Bounds far above the default 1 s each: this is about the password, and on a loaded
      // machine the first connection may take longer (the timeouts are postgres-faults.test.ts's).
      const server = await startProductionServer({
        ...env,
        DATABASE_URL: url.href,
        DATABASE_CONNECT_TIMEOUT_MS: "30000",
        DATABASE_QUERY_TIMEOUT_MS: "30000",
      });
      try {
        const health = (await (await fetch(`${server.url}/healthz`)).json()) as { store: string };
        expect(health.store).toBe("up");
        const view = await fetch(`${server.url}/api/views/how-processors-work`, {
          method: "POST",
          headers: { Origin: env.PUBLIC_ORIGIN!, "User-Agent": BROWSER },
        });
        expect(((await view.json()) as { views: number }).views).toBe(1);
      } finally {
        await server.stop();
      }
    } finally {
      postgres.stop();
    }
  }, 90_000);
});
describe("docs/deploy.md: the rolling deploy's restart loop", () => {
  /** Step 5 of the recipe as written, on `ports`, with its wait cut to `seconds`. */
  function restartLoop(ports: number[], seconds: number): string {
    const block = markdownSection("docs/deploy.md", "A rolling deploy").join("\n");
    const loop = /^for port in 3001 3002; do[\s\S]*?^done$/m.exec(block)?.[0];
    expect(loop, "the loop over the instances").toBeDefined();
    expect(loop).toMatch(/\btimeout 60\b/);
    return loop!
      .replace("3001 3002", ports.join(" "))
      .replace(/\btimeout 60\b/, `timeout ${seconds}`);
  }

  /**
   * Runs the loop with stand-ins for systemctl (records the restart; the instance is then down)
   * and sleep (an instance in `comesBack` starts listening during the wait, answering /healthz;
   * another stays down), and the real curl, sh and timeout.
   */
  function runLoop(ports: number[], comesBack: number[], seconds = 60) {
    const dir = mkdtempSync(path.join(tmpdir(), "vv-loop-"));
    const script = (name: string, body: string) =>
      writeFileSync(path.join(dir, name), `#!${process.execPath}\n${body}`, { mode: 0o755 });
    script(
      "systemctl",
      `require("fs").appendFileSync(${JSON.stringify(path.join(dir, "restarts"))}, process.argv.slice(2).join(" ") + "\\n");`,
    );
    script(
      "sleep",
      `const fs = require("fs");
const port = fs.readFileSync(${JSON.stringify(path.join(dir, "restarts"))}, "utf8").trim().split("\\n").at(-1).split("@")[1];
const up = ${JSON.stringify(dir)} + "/up-" + port;
if (!${JSON.stringify(comesBack.map(String))}.includes(port) || fs.existsSync(up)) setTimeout(() => {}, 50);
else {
  const child = require("child_process").spawn(process.execPath, ["-e", "require('http').createServer((q, s) => s.end('ok')).listen(" + port + ", '127.0.0.1', () => console.log('up'))"], { detached: true, stdio: ["ignore", "pipe", "ignore"] });
  child.stdout.once("data", () => { fs.writeFileSync(up, String(child.pid)); process.exit(0); });
}`,
    );
    try {
      const run = spawnSync("bash", ["-c", restartLoop(ports, seconds)], {
        env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
        encoding: "utf8",
        timeout: 60_000,
      });
      return { ...run, restarts: read(path.join(dir, "restarts")).trim().split("\n") };
    } finally {
      for (const name of readdirSync(dir).filter((file) => file.startsWith("up-")))
        process.kill(Number(read(path.join(dir, name))));
      rmSync(dir, { recursive: true, force: true });
    }
  }

  test("it waits quietly while an instance's port refuses connections, and says when each is back", async () => {
    const ports = [await freePort(), await freePort()];
    const run = runLoop(ports, ports);
    expect(run.stderr).toBe("");
    expect(run.stdout.trim().split("\n")).toEqual(
      ports.flatMap((port) => [
        `voltverse@${port} restarted; waiting for its /healthz…`,
        `voltverse@${port} is back`,
      ]),
    );
    expect(run.restarts).toEqual(ports.map((port) => `restart voltverse@${port}`));
    expect(run.status).toBe(0);
  });

  test("an instance that does not come back stops the loop before the next one goes", async () => {
    const ports = [await freePort(), await freePort()];
    const run = runLoop(ports, [], 2);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain(
      `voltverse@${ports[0]} is not back after a minute (journalctl -u voltverse@${ports[0]}): stopping here`,
    );
    expect(run.restarts).toEqual([`restart voltverse@${ports[0]}`]);
  });
});
