import { storeErrorMessage } from "./messages";
import { logStoreError, withViewStore } from "./views.server";

/**
 * Every stored view count, in one query (for ranking Most viewed); undefined when the store is
 * down (logged), so the page still renders.
 */
export async function readAllViewCounts(): Promise<Record<string, number> | undefined> {
  try {
    return await withViewStore((store) => store.getAll());
  } catch (error) {
    logStoreError(storeErrorMessage(error));
    return undefined;
  }
}
