import { storeErrorMessage } from "./messages";
import { logStoreError, withViewStore } from "./views.server";

/** View counts for a page to show; undefined when the store is down (logged), so the page still renders. */
export async function readViewCounts(slugs: string[]): Promise<Record<string, number> | undefined> {
  try {
    return await withViewStore((store) => store.getMany(slugs));
  } catch (error) {
    logStoreError(storeErrorMessage(error));
    return undefined;
  }
}
