import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type RunningServer = {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves with the first line of output that matches, as soon as it is written (rejects if the server exits first or after `timeoutMs`). */
  waitForLine: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
  stop: () => Promise<void>;
};

/** Lines of a server's output that announce a deprecation or a future change (Vite, React Router, Node's DeprecationWarning). */
export function deprecationOrFutureLines(output: string): string[] {
  return output.split("\n").filter((line) => /deprecat|future/i.test(line));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Starts the production server (build/) with extra environment; resolves once /healthz answers
 * (200, or 503 when the server is up with its view store down). `user` runs it as another
 * account (tests of file permissions cannot be run as root, who may write anything).
 */
export function startProductionServer(
  env: Record<string, string>,
  user?: { uid: number; gid: number },
): Promise<RunningServer> {
  return startServerProcess({ script: "server.js", env: { NODE_ENV: "production", ...env }, user });
}

/**
 * A folder that runs this checkout's build (its server.js, build, scripts and packages linked in):
 * servers started there, and `npm run reload` run there, are apart from those of other tests.
 */
export function linkedCheckout(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-checkout-"));
  for (const entry of ["server.js", "build", "node_modules", "package.json", "scripts"])
    symlinkSync(path.resolve(entry), path.join(dir, entry));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts `node {script}` (server.js, or scripts/dev.mjs for the development server) on a free port. */
export async function startServerProcess({
  script,
  nodeOptions = [],
  env,
  user,
  cwd,
  timeoutMs = 30_000,
  port,
  listensAt,
  fileLimit,
}: {
  script: string;
  /** Node's own options, before the script (`--max-old-space-size=…`). */
  nodeOptions?: string[];
  env: Record<string, string>;
  user?: { uid: number; gid: number };
  /** The working directory (default: this checkout, or e.g. a release); `script` is relative to it. */
  cwd?: string;
  timeoutMs?: number;
  /** A port of its own (a free one when not given): a restarted instance takes its predecessor's. */
  port?: number;
  /** Where the server's own settings (a .env file) make it listen: HOST and PORT are then left unset for it. */
  listensAt?: string;
  /** The process's open-file limit (`ulimit -n`), set with util-linux's prlimit, which then runs Node in its place. */
  fileLimit?: number;
}): Promise<RunningServer> {
  // Without a port of its own, the server takes one from the system as it listens (PORT=0) and
  // says which: a free port looked up beforehand could be taken by another process before the
  // server binds it, with other test files starting servers at the same time.
  const address = listensAt ? {} : { HOST: "127.0.0.1", PORT: String(port ?? 0) };
  const inherited = { ...process.env };
  if (listensAt) {
    delete inherited.HOST;
    delete inherited.PORT;
  }
  const node = [...nodeOptions, script];
  const [command, args]: [string, string[]] =
    fileLimit === undefined
      ? [process.execPath, node]
      : ["prlimit", [`--nofile=${fileLimit}:${fileLimit}`, process.execPath, ...node]];
  const child = spawn(command, args, {
    cwd,
    // No share cards drawn ahead (a test that wants them says so): a core busy drawing them would slow every other test.
    env: { ...inherited, ...address, LOG_REQUESTS: "false", CARD_RENDER_BUDGET: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...user,
  });
  let output = "";
  let spawnError: Error | undefined;
  child.once("error", (error) => (spawnError = error));
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const listening = () => /^Server listening on (http:\/\/\S+)$/m.exec(output)?.[1];
  let url = listensAt ?? (port === undefined ? undefined : `http://127.0.0.1:${port}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (spawnError) throw new Error(`server could not be started: ${spawnError.message}`);
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    url ??= listening();
    const ok =
      url !== undefined &&
      (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.ok || r.status === 503,
        () => false,
      ));
    if (ok) break;
    if (Date.now() > deadline) {
      // Never leave a server behind: a slow start would otherwise outlive the test run.
      child.kill("SIGKILL");
      throw new Error(
        `server (pid ${child.pid}, in ${cwd ?? "."}) did not answer /healthz within ${timeoutMs} ms:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: url!,
    process: child,
    output: () => output,
    waitForLine: (pattern, waitMs = 10_000) => waitForLine(child, () => output, pattern, waitMs),
    stop: () =>
      new Promise((resolve) => {
        // A process ended by a signal has no exit code, only a signalCode.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** The first line of `output()` that matches, once the child has written it: checked again on each chunk it writes, never on a timer. */
function waitForLine(
  child: ChildProcess,
  output: () => string,
  pattern: RegExp,
  timeoutMs: number,
): Promise<string> {
  const found = () =>
    output()
      .split("\n")
      .find((line) => pattern.test(line));
  return new Promise((resolve, reject) => {
    const check = () => {
      const line = found();
      if (line === undefined) return;
      done();
      resolve(line);
    };
    const exited = () => {
      done();
      reject(
        new Error(`the server exited before writing a line matching ${pattern}:\n${output()}`),
      );
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    function done() {
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      child.stderr!.off("data", onData);
      child.off("exit", exited);
    }
    // After the helper's own listeners, which append the chunk to the output first.
    const onData = () => check();
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", exited);
    check();
  });
}

/** What /healthz says about the content a server serves. */
export type ContentHealth = {
  version: string;
  loadedAt: string;
  lastReloadError: { at: string; problems: string[] } | null;
};

/**
 * A GET of a test's own: once more if the connection was closed under it — the server closes a
 * keep-alive connection idle for 5 s, and a request sent just then meets the close, which
 * browsers retry and undici's fetch does not.
 */
export function get(url: string): Promise<Response> {
  return fetch(url).catch(() => fetch(url));
}

export async function contentHealth(server: RunningServer): Promise<ContentHealth> {
  return ((await (await get(`${server.url}/healthz`)).json()) as { content: ContentHealth })
    .content;
}

/** Sends SIGHUP and waits until the server has taken the content (a new loadedAt) or refused it (a new error). */
export async function reloadContent(server: RunningServer): Promise<ContentHealth> {
  const before = await contentHealth(server);
  server.process.kill("SIGHUP");
  for (;;) {
    const after = await contentHealth(server);
    if (
      after.loadedAt !== before.loadedAt ||
      (after.lastReloadError && after.lastReloadError.at !== before.lastReloadError?.at)
    )
      return after;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
