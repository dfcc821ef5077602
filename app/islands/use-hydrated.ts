import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/** False on the server and while hydrating, true once the island runs in the browser: controls that need a script wait for it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
