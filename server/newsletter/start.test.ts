import { afterEach, expect, test, vi } from "vitest";

// A store that never finishes closing: what a frozen PostgreSQL gives (its pool waits for a
// goodbye that never comes, a query for its 10 s limit).
const never = () => new Promise<never>(() => {});
vi.mock("~/features/newsletter/running.server", () => ({
  announceNewlyPublished: vi.fn(never),
  runningNewsletter: vi.fn(never),
  startNewsletter: vi.fn(never),
  stopNewsletter: vi.fn(never),
}));

const { startNewsletterService } = await import("./start");

afterEach(() => {
  vi.useRealTimers();
});

test("a shutdown waits at most 3 s for the newsletter, whatever its database does", async () => {
  vi.useFakeTimers();
  const service = startNewsletterService("postgres://site@db.invalid/site", () => undefined);
  let closed = false;
  const closing = service.close().then(() => {
    closed = true;
  });
  await vi.advanceTimersByTimeAsync(2_900);
  expect(closed).toBe(false);
  await vi.advanceTimersByTimeAsync(200);
  await closing;
  expect(closed).toBe(true);
});
