/** A mail refused for now (4xx) is tried this many times in all, then given up. */
export const MAX_ATTEMPTS = 10;
/** The longest wait between two tries. */
const MAX_BACKOFF_MS = 6 * 3600_000;

/** How long to wait after the `attempts`-th try failed for now: the first wait, doubling each time, at most 6 h. */
export function backoffMs(attempts: number, firstMs: number): number {
  return Math.min(firstMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * Spaces out sends to at most `perSecond`: each `take()` resolves at the next free moment. The
 * clock and the wait are given, so tests run it on a fake clock.
 */
export function createPacer(
  perSecond: number,
  now: () => number = Date.now,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
) {
  const interval = 1000 / perSecond;
  let next = -Infinity;
  return async function take(): Promise<void> {
    const at = Math.max(now(), next);
    next = at + interval;
    const delay = at - now();
    if (delay > 0) await wait(delay);
  };
}
