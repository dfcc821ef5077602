import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { swapContent, type ContentSnapshot } from "~/features/content/current.server";
import type { PostSummary } from "./filters";
import { createVisibility } from "./public-posts";
import {
  MAX_WAIT_MS,
  onPostsPublished,
  watchSchedule,
  type PublishedEvent,
} from "./schedule-watch.server";
import type { Frontmatter } from "./schema";

const MOMENT = Date.UTC(2026, 11, 1, 9, 0, 0);
const FAR = Date.UTC(2027, 6, 1); // seven months on: far past setTimeout's 24.8-day limit

function snapshotOf(schedules: Partial<Frontmatter>[]): ContentSnapshot {
  const files = schedules.map((extra, i) => ({
    meta: { id: i + 1, slug: `post-${i + 1}`, date: "2026-11-01", ...extra } as Frontmatter,
  }));
  const summaries = files.map(({ meta }) => ({ id: meta.id, slug: meta.slug }) as PostSummary);
  const visibility = createVisibility(files, summaries);
  return { posts: visibility } as unknown as ContentSnapshot;
}

let published: PublishedEvent[];
let stopListening: () => void;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  published = [];
  stopListening = onPostsPublished((event) => published.push(event));
});
afterEach(() => {
  stopListening();
  vi.useRealTimers();
});

test("at a post's moment the cache empties and the listeners hear of it, with no request", () => {
  vi.setSystemTime(MOMENT - 10_000);
  swapContent(snapshotOf([{}, { publishAt: "2026-12-01T09:00:00Z" }, { draft: true }]));
  const changed = vi.fn();
  const lines: string[] = [];
  const watch = watchSchedule(changed, (line) => lines.push(line));
  vi.advanceTimersByTime(9_999);
  expect(changed).not.toHaveBeenCalled();
  expect(published).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(changed).toHaveBeenCalledTimes(1);
  expect(published.map((event) => event.posts.map((post) => post.slug))).toEqual([["post-2"]]);
  expect(published[0]!.at).toBe(MOMENT);
  expect(lines).toEqual(["Published on schedule: /blogs/post-2"]);
  // Nothing more is scheduled: no timer left.
  expect(vi.getTimerCount()).toBe(0);
  watch.stop();
});

test("a far-off moment: the timer wakes once a day at most, and fires at the moment", () => {
  vi.setSystemTime(FAR - 40 * 86_400_000);
  swapContent(snapshotOf([{ publishAt: "2027-07-01" }]));
  const changed = vi.fn();
  const watch = watchSchedule(changed, () => undefined);
  for (let day = 0; day < 39; day += 1) {
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(vi.getTimerCount()).toBe(1);
  }
  expect(changed).not.toHaveBeenCalled();
  vi.advanceTimersByTime(MAX_WAIT_MS);
  expect(changed).toHaveBeenCalledTimes(1);
  expect(published).toHaveLength(1);
  watch.stop();
});

test("a request after the moment acts at once, even if the clock jumped past the timer", () => {
  vi.setSystemTime(MOMENT - 60_000);
  swapContent(snapshotOf([{ publishAt: "2026-12-01T09:00:00Z" }]));
  const changed = vi.fn();
  const watch = watchSchedule(changed, () => undefined);
  watch.check();
  expect(changed).not.toHaveBeenCalled();
  vi.setSystemTime(MOMENT + 5); // the wall clock set forward: no timer has run
  watch.check();
  expect(changed).toHaveBeenCalledTimes(1);
  expect(published).toHaveLength(1);
  watch.check();
  expect(changed).toHaveBeenCalledTimes(1);
  // Back before the moment: the post is hidden again (the cache empties), nothing is announced.
  vi.setSystemTime(MOMENT - 5);
  watch.check();
  expect(changed).toHaveBeenCalledTimes(2);
  expect(published).toHaveLength(1);
  watch.stop();
});

test("new content (a reload) re-arms the timer for its own schedule, announcing nothing itself", () => {
  vi.setSystemTime(MOMENT - 10_000);
  swapContent(snapshotOf([{}]));
  const changed = vi.fn();
  const watch = watchSchedule(changed, () => undefined);
  expect(vi.getTimerCount()).toBe(0);
  swapContent(snapshotOf([{}, { publishAt: "2026-12-01T09:00:00Z" }]));
  watch.check();
  expect(changed).not.toHaveBeenCalled();
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersByTime(10_000);
  expect(changed).toHaveBeenCalledTimes(1);
  expect(published.map((event) => event.posts.map((post) => post.slug))).toEqual([["post-2"]]);
  watch.stop();
});
