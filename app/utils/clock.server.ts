import { AsyncLocalStorage } from "node:async_hooks";
import { readFileSync, watch, type FSWatcher } from "node:fs";
import { getEnv } from "./env.server";

/**
 * The server's idea of "now" for what time decides (drafts, scheduled posts): the wall clock,
 * or, in tests, a fake one. A page render pins the time it started at (withServingTime), so one
 * page never shows a post in its list and hides it in its footer.
 */

/** The time a page render started at, while it renders. */
const pinned = new AsyncLocalStorage<number>();

/**
 * The test clock's file (TEST_CLOCK_FILE, honoured only when NODE_ENV=test): it holds an ISO
 * time or milliseconds since the epoch, and the clock stands still there until the test writes
 * another. Read on every call, so a request made after the write already sees it.
 */
function testClockFile(): string | undefined {
  const env = getEnv();
  return env.NODE_ENV === "test" ? env.TEST_CLOCK_FILE : undefined;
}

/** The test clock's last time: a file caught mid-write (emptied, not yet written) still reads as it. */
let lastTestTime: number | undefined;

function readTestClock(file: string): number {
  const text = readFileSync(file, "utf8").trim();
  const time = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  if (Number.isFinite(time)) lastTestTime = time;
  if (lastTestTime === undefined)
    throw new Error(`TEST_CLOCK_FILE ${file} holds no time: "${text}"`);
  return lastTestTime;
}

/** Now, in ms since the epoch: the wall clock, or the test clock. */
export function clockNow(): number {
  const file = testClockFile();
  return file === undefined ? Date.now() : readTestClock(file);
}

/** The time a page is served at: the one its render started at, else now. */
export function servingTime(): number {
  return pinned.getStore() ?? clockNow();
}

/** Runs `render` with the serving time pinned at `at`. */
export function withServingTime<T>(at: number, render: () => T): T {
  return pinned.run(at, render);
}

/**
 * Calls `listener` when the test clock is set (its file written); nothing with the wall clock,
 * whose moments timers wait for. Returns what stops it.
 */
export function onClockSet(listener: () => void): () => void {
  const file = testClockFile();
  if (file === undefined) return () => undefined;
  const watcher: FSWatcher = watch(file, () => listener());
  watcher.unref();
  return () => watcher.close();
}

/**
 * Whether unpublished posts (drafts, scheduled) are shown, marked as such: only by the
 * development server (`npm run dev` sets NODE_ENV=development); production never shows them.
 */
export function previewsUnpublished(): boolean {
  return getEnv().NODE_ENV === "development";
}
