/**
 * Waits for `promise`, but no longer than `ms`: a shutdown must not hang on a goodbye a frozen
 * database never sends. The timer never keeps the process alive.
 */
export function within(promise: Promise<unknown>, ms: number): Promise<void> {
  return Promise.race([
    promise.then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, ms).unref()),
  ]);
}
