// The production server (build/) limits how far V8 lets its heap grow past what a full collection
// kept (HEAP_GROWTH_PERCENT, 50 % by default; V8's own rule allows up to four times): set at
// start-up, whatever started it. V8 prints the factor each collection used (tests/helpers/trace-gc.mjs).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startProductionServer, type RunningServer } from "../helpers/server";

/** V8's line after a full collection: the new limit of the old generation and the factor it grew it by. */
const LIMIT_LINE =
  /^\[\d+:0x[0-9a-f]+\]\s+[\d.]+ ms: \[HeapController\] Limit: old size: \d+ KB, new limit: \d+ KB \(([\d.]+)\)$/;

let dir = "";
let server: RunningServer;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vv-heap-"));
  const trace = pathToFileURL(path.resolve("tests/helpers/trace-gc.mjs")).href;
  server = await startProductionServer({
    DATABASE_URL: `file:${path.join(dir, "site.db")}`,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${trace}`.trim(),
  });
}, 30_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The first line matching `pattern` among those the server writes after its first `after` lines, once it has written it. */
function lineAfter(after: number, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const find = () =>
      server
        .output()
        .split("\n")
        .slice(after, -1)
        .find((line) => pattern.test(line));
    const timer = setTimeout(
      () => finish(new Error(`no line matching ${pattern} within 10 s`)),
      10_000,
    );
    function finish(outcome: string | Error) {
      clearTimeout(timer);
      server.process.stdout!.off("data", check);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    }
    function check() {
      const line = find();
      if (line !== undefined) finish(line);
    }
    server.process.stdout!.on("data", check);
    check();
  });
}

test("after a full collection the heap may grow by half of what it kept, not V8's up to four times", async () => {
  const factors: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const seen = server.output().split("\n").length - 1;
    server.process.kill("SIGUSR2");
    factors.push(LIMIT_LINE.exec(await lineAfter(seen, LIMIT_LINE))![1]!);
  }
  expect(factors).toEqual(["1.5", "1.5", "1.5"]);
  const health = (await (await fetch(`${server.url}/healthz`)).json()) as {
    memory: { heapGrowthPercent: number };
  };
  expect(health.memory.heapGrowthPercent).toBe(50);
});
