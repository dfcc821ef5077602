// A server's memory as the benchmarks read it: loaded with the probe (bench-soak-probe.mjs), it
// runs a full garbage collection on SIGUSR2 and prints what stays alive; RSS is read from /proc
// once the collection's freed memory is back with the system.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RunningServer } from "../tests/helpers/server";

/** NODE_OPTIONS that load the probe into a server started with them. */
export function probeNodeOptions(): string {
  const probe = pathToFileURL(path.resolve("scripts/bench-soak-probe.mjs")).href;
  return `${process.env.NODE_OPTIONS ?? ""} --import ${probe}`.trim();
}

export type Memory = {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  rssBeforeGc: number;
  heapTotalBeforeGc: number;
  gcTotalMs: number;
};

/** Memory as the system sees it and after a full collection, from the probe the soak benchmark also loads (its GC time since the last call). */
export async function memory(server: RunningServer): Promise<Memory> {
  const before = server.output().split("SOAK_MEMORY ").length;
  server.process.kill("SIGUSR2");
  for (let i = 0; i < 500; i += 1) {
    const parts = server.output().split("SOAK_MEMORY ");
    if (parts.length > before)
      return {
        ...(JSON.parse(parts.at(-1)!.split("\n", 1)[0]!) as Memory),
        rss: await settledRss(server),
      };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the server did not report its memory");
}

/** The server's RSS now (VmRSS) or its peak so far (VmHWM), as the operating system counts it. */
export function rssOf(server: RunningServer, field: "VmRSS" | "VmHWM"): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(
    readFileSync(`/proc/${server.process.pid}/status`, "utf8"),
  )?.[1];
  return Number(kb) * 1024;
}

/**
 * RSS once the memory a forced collection freed is back with the system: V8 hands it back from a
 * background task, so the probe's own reading, taken at once, still counts it. Read until it has
 * stopped falling for half a second (5 s at most).
 */
async function settledRss(server: RunningServer): Promise<number> {
  let last = rssOf(server, "VmRSS");
  for (let steady = 0, waited = 0; steady < 5 && waited < 50; waited += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = rssOf(server, "VmRSS");
    steady = now < last ? 0 : steady + 1;
    last = Math.min(last, now);
  }
  return last;
}
