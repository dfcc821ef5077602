import { getEnv } from "~/utils/env.server";
import { openViewStore, type ViewStore } from "./store.server";
import { throttledLogger } from "./limits";

const RETRY_MS = 5_000;
let store: Promise<ViewStore> | undefined;
let failedAt = 0;
export const logStoreError = throttledLogger();

/**
 * The process's view store, opened (and migrated) on first use. If opening fails — the
 * database is down — the next call after a short pause tries again, so counting resumes
 * without a restart.
 */
export function viewStore(): Promise<ViewStore> {
  if (!store) {
    if (Date.now() - failedAt < RETRY_MS) return Promise.reject(new Error("view store unavailable (retrying soon)"));
    const env = getEnv();
    store = openViewStore(env.DATABASE_URL, env.DATABASE_POOL_SIZE).catch((error: unknown) => {
      store = undefined;
      failedAt = Date.now();
      throw error;
    });
  }
  return store;
}

/** Closes the store (graceful shutdown). */
export async function closeViewStore() {
  const current = store;
  store = undefined;
  if (current) await (await current.catch(() => undefined))?.close();
}
