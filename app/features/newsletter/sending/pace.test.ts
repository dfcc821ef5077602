import { expect, test, vi } from "vitest";
import { backoffMs, createPacer, MAX_ATTEMPTS } from "./pace";

test("a mail refused for now waits the first delay, then twice as long each time, at most 6 h", () => {
  expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, 60_000))).toEqual([
    60_000, 120_000, 240_000, 480_000,
  ]);
  expect(backoffMs(MAX_ATTEMPTS, 3600_000)).toBe(6 * 3600_000);
});

test("sends are spaced to the configured rate on the clock, and an idle pacer lets the next one go at once", async () => {
  vi.useFakeTimers({ now: 0 });
  try {
    const take = createPacer(4);
    const sent: number[] = [];
    const all = Promise.all(
      Array.from({ length: 5 }, () => take().then(() => sent.push(Date.now()))),
    );
    await vi.runAllTimersAsync();
    await all;
    expect(sent).toEqual([0, 250, 500, 750, 1000]);
    vi.setSystemTime(10_000);
    await take();
    expect(Date.now()).toBe(10_000);
  } finally {
    vi.useRealTimers();
  }
});
