import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server";

export type TestPostgres = {
  url: string;
  stop: () => void;
  /**
   * Stops the server but keeps its data (to test an unreachable store); resume() starts it again.
   * "immediate" is a crash (no goodbye to clients), "fast" an orderly stop that terminates every
   * session with an error (57P01), as a restart or a failover does.
   */
  pause: (mode?: "immediate" | "fast") => void;
  resume: () => void;
  /**
   * Freezes the server (SIGSTOP to the postmaster and every backend): connections stay open and
   * new ones are accepted by the kernel, but nothing is answered, as with a hung server or a
   * stalled network. thaw() sends SIGCONT.
   */
  freeze: () => void;
  thaw: () => void;
};

/** Runs a PostgreSQL binary, as the postgres user when we are root (initdb refuses root). */
function run(binary: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot
    ? ["runuser", ["-u", "postgres", "--", binary, ...args]]
    : [binary, args];
  execFileSync(command, commandArgs, { stdio: "pipe" });
}

/** Why no PostgreSQL can be had here, or undefined when one can. */
export function postgresUnavailable(): string | undefined {
  const reason = findUnavailability();
  if (reason && process.env.REQUIRE_POSTGRES)
    throw new Error(`PostgreSQL is required here (REQUIRE_POSTGRES) but ${reason}`);
  return reason;
}

function findUnavailability(): string | undefined {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const found = spawnSync("sh", ["-c", "command -v initdb && command -v pg_ctl"], {
    encoding: "utf8",
  });
  if (found.status !== 0)
    return "PostgreSQL server binaries (initdb, pg_ctl) are not on PATH and TEST_DATABASE_URL is not set";
  if (process.getuid?.() === 0 && spawnSync("id", ["postgres"]).status !== 0)
    return "running as root but there is no postgres user to run initdb as";
  return undefined;
}

/**
 * A PostgreSQL for tests: TEST_DATABASE_URL when set, else a throwaway cluster on a free port
 * (about a second to start), removed by stop(). It trusts every connection, unless
 * `superuserPassword` is given: then every role must give its password (SCRAM), as in production.
 */
export async function startTestPostgres({
  superuserPassword,
}: { superuserPassword?: string } = {}): Promise<TestPostgres> {
  if (process.env.TEST_DATABASE_URL) {
    const none = () => undefined;
    return {
      url: process.env.TEST_DATABASE_URL,
      stop: none,
      pause: (_mode?: "immediate" | "fast") => {
        throw new Error("cannot pause TEST_DATABASE_URL");
      },
      resume: none,
      freeze: () => {
        throw new Error("cannot freeze TEST_DATABASE_URL");
      },
      thaw: none,
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "vv-pg-"));
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const port = await freePort();
  const auth = ["--auth=trust"];
  if (superuserPassword) {
    const file = path.join(dir, "superuser-password");
    writeFileSync(file, `${superuserPassword}\n`, { mode: 0o644 });
    auth.splice(0, 1, "--auth=scram-sha-256", `--pwfile=${file}`);
  }
  run("initdb", ["-D", data, "-U", "postgres", ...auth, "-E", "UTF8", "--locale=C.UTF-8"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      data,
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "start",
    ]);
  start();
  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen) process.kill(pid, "SIGCONT");
    frozen = [];
  };
  return {
    url: `postgres://postgres${superuserPassword ? `:${encodeURIComponent(superuserPassword)}` : ""}@127.0.0.1:${port}/postgres`,
    freeze() {
      const postmaster = Number(
        readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0],
      );
      frozen = [postmaster, ...childrenOf(postmaster)];
      for (const pid of frozen) process.kill(pid, "SIGSTOP");
    },
    thaw,
    pause: (mode = "immediate") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]),
    resume: start,
    stop() {
      try {
        thaw(); // A frozen server would never stop.
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The processes whose parent is `parent` (from /proc: each stat line's fourth field, after the name in parentheses). */
function childrenOf(parent: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === parent;
      } catch {
        return false; // Ended meanwhile.
      }
    })
    .map(Number);
}
