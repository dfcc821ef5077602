import { installedContent, type ContentSnapshot } from "~/features/content/current.server";
import { clockNow, onClockSet } from "~/utils/clock.server";
import type { PostSummary } from "./filters";

/** What a scheduled post's moment brings: the posts that became public, and when. */
export type PublishedEvent = {
  /** The posts public at `at` that were not at the last check, newest id first. */
  posts: PostSummary[];
  /** The time of the check that found them (ms), at or just after their moment. */
  at: number;
  snapshot: ContentSnapshot;
};

/**
 * The longest a timer waits before it looks again: setTimeout takes at most 2^31 - 1 ms (24.8
 * days) and fires at once past it; a day is well under, and a far-off moment costs one wake-up a day.
 */
export const MAX_WAIT_MS = 86_400_000;

const listeners = new Set<(event: PublishedEvent) => void>();

/**
 * Calls `listener` each time posts become public by their schedule (publishAt reached) while
 * this process runs: on every instance, each by its own clock, so what it does must be safe to
 * do once per instance (the newsletter's outbox records each post once). Not called for the
 * posts a start-up or a reload finds public (what follows new content listens to that). A
 * listener that throws is logged and the others still run. Returns what stops it.
 */
export function onPostsPublished(listener: (event: PublishedEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Watches the installed content's schedule: at each scheduled moment (a timer, unref'd, bounded
 * to MAX_WAIT_MS, re-armed by `check` after a reload) or at the first request that finds the
 * moment passed (`check`, a comparison of two numbers while nothing is due), `changed` runs (the
 * server empties its page cache) and the listeners hear which posts went public. Going back in
 * time (a test's clock, a clock set right) hides them again and also runs `changed`.
 */
export function watchSchedule(
  changed: () => void,
  log: (line: string) => void = (line) => console.log(line),
) {
  let snapshot: ContentSnapshot | undefined;
  let seenAt = 0;
  /** The times between which the public posts stay as they are: [from, until). */
  let from = -Infinity;
  let until = Infinity;
  let timer: NodeJS.Timeout | undefined;

  function arm(now: number) {
    clearTimeout(timer);
    timer = undefined;
    if (until === Infinity) return;
    timer = setTimeout(
      () => {
        // Spent once it runs: check() arms the next.
        timer = undefined;
        check();
      },
      Math.min(Math.max(0, until - now), MAX_WAIT_MS),
    );
    timer.unref();
  }

  function settle(current: ContentSnapshot, now: number) {
    snapshot = current;
    seenAt = now;
    from = current.posts.lastMoment(now) ?? -Infinity;
    until = current.posts.nextMoment(now) ?? Infinity;
    arm(now);
  }

  function announce(current: ContentSnapshot, before: number, now: number) {
    const earlier = new Set(current.posts.at(before).summaries());
    const posts = current.posts
      .at(now)
      .summaries()
      .filter((post) => !earlier.has(post));
    if (posts.length === 0) return;
    for (const post of posts) log(`Published on schedule: /blogs/${post.slug}`);
    for (const listener of listeners) {
      try {
        listener({ posts, at: now, snapshot: current });
      } catch (error) {
        console.error("A listener of scheduled posts failed:", error);
      }
    }
  }

  /** Looks at the clock: when a moment has passed (or the content changed), acts on it. */
  function check() {
    const current = installedContent();
    if (!current) return;
    const now = clockNow();
    if (current !== snapshot) return settle(current, now);
    if (now >= from && now < until) {
      // A timer bounded by MAX_WAIT_MS woke before the moment: wait again.
      if (!timer) arm(now);
      return;
    }
    const before = seenAt;
    settle(current, now);
    changed();
    if (now > before) announce(current, before, now);
  }

  const stopClock = onClockSet(check);
  check();
  return {
    check,
    stop() {
      clearTimeout(timer);
      stopClock();
    },
  };
}
