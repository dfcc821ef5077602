import { getEnv } from "~/utils/env.server";
import { databaseOptions } from "./db.server";
import { openViewStore, type ViewStore } from "./store.server";
import { throttledLogger } from "./limits";

/** Pause between attempts to (re)open a store that failed. */
const RETRY_MS = 1_000;
let store: Promise<ViewStore> | undefined;
/** A store being closed after a failure; the next open waits for it (it may be restoring the file). */
let closing: Promise<void> = Promise.resolve();
let failedAt = 0;
export const logStoreError = throttledLogger();

/**
 * The process's view store, opened (and migrated) on first use. If opening fails — the
 * database is down — the next call after a short pause tries again, so counting resumes
 * without a restart.
 */
export function viewStore(): Promise<ViewStore> {
  if (!store) {
    if (Date.now() - failedAt < RETRY_MS)
      return Promise.reject(new Error("view store unavailable (retrying soon)"));
    const env = getEnv();
    const attempt: Promise<ViewStore> = closing
      .then(() => openViewStore(env.DATABASE_URL, databaseOptions(env)))
      .catch((error: unknown) => {
        if (store === attempt) store = undefined;
        failedAt = Date.now();
        throw error;
      });
    store = attempt;
  }
  return store;
}

/**
 * Runs one operation on the store. When it fails and the store says a failure leaves it stale
 * (SQLite), it is dropped and a later call opens a fresh one: a database that was read-only or
 * deleted is used again as soon as it is back, without a restart.
 */
export async function withViewStore<T>(operation: (store: ViewStore) => Promise<T>): Promise<T> {
  const current = viewStore();
  const opened = await current;
  try {
    return await operation(opened);
  } catch (error) {
    if (store === current && opened.reopenAfterError) {
      store = undefined;
      failedAt = Date.now();
      closing = opened.close().catch(() => undefined);
    }
    throw error;
  }
}

/** The latest write's outcome — a counted view or the health probe's own row — and when. */
let lastWrite: { ok: boolean; at: number } | undefined;
/** With no write for this long, the health check writes its probe row to find out. */
const PROBE_AFTER_MS = 5_000;
let probing: Promise<unknown> | undefined;

/** Runs one write on the store (opening it included) and remembers how it went: what /healthz reports. */
export async function writeToStore<T>(write: Promise<T>): Promise<T> {
  try {
    const result = await write;
    lastWrite = { ok: true, at: Date.now() };
    return result;
  } catch (error) {
    lastWrite = { ok: false, at: Date.now() };
    throw error;
  }
}

/**
 * "up" when the store's latest write succeeded, else "down" (for /healthz). With no write in the
 * last few seconds, one probe write (shared by concurrent checks) finds out. Reading the latest
 * outcome, not whether the file can be opened, keeps the answer steady while writes fail (a full
 * disk, a file-size limit): opening works there, writing does not.
 */
export async function storeHealth(): Promise<"up" | "down"> {
  if (!lastWrite || Date.now() - lastWrite.at >= PROBE_AFTER_MS) {
    // Opening the store counts too: a store that cannot be opened takes no writes.
    probing ??= writeToStore(withViewStore((opened) => opened.probe()))
      .catch((error: unknown) =>
        logStoreError(
          `View store error: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => (probing = undefined));
    await probing;
  }
  return lastWrite?.ok ? "up" : "down";
}

/** Closes the store (graceful shutdown). */
export async function closeViewStore() {
  const current = store;
  store = undefined;
  await closing;
  if (current) await (await current.catch(() => undefined))?.close();
}
