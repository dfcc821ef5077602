import type { ScheduledItem } from "./schedule";

/**
 * Browser-side helpers over a schedule window from GET /api/tv/{channel}: the server's time,
 * which item holds a moment, where in it to play, and the guide. Times are epoch ms of the
 * server's clock unless named local.
 */

/**
 * How far the server's clock is ahead of this browser's (ms): its time against the middle of
 * the request, so a visitor whose clock is wrong still sees the same moment as everyone else.
 */
export function clockOffset(serverTime: number, sentAt: number, receivedAt: number): number {
  return serverTime - (sentAt + receivedAt) / 2;
}

/** Index of the item playing at `time`, or -1 when the window does not hold it (time to fetch another). */
export function indexAt(items: readonly ScheduledItem[], time: number): number {
  return items.findIndex((item) => item.startsAt <= time && time < item.endsAt);
}

/** Seconds into the item's video at `time`. */
export function positionAt(item: ScheduledItem, time: number): number {
  return item.from + Math.max(0, time - item.startsAt) / 1000;
}

/** The next `count` videos after the item at `index` (ad breaks left out): the "Up next" guide. */
export function upcomingVideos(
  items: readonly ScheduledItem[],
  index: number,
  count: number,
): ScheduledItem[] {
  return items
    .slice(index + 1)
    .filter((item) => item.kind === "video")
    .slice(0, count);
}

/** The first video after the item at `index`, if the window holds one (where a skipped video jumps to). */
export function nextVideo(
  items: readonly ScheduledItem[],
  index: number,
): ScheduledItem | undefined {
  return upcomingVideos(items, index, 1)[0];
}

/** Errors the IFrame API reports for a video it cannot play here: 100 (gone), 101 and 150 (not embeddable). */
export const UNPLAYABLE_ERRORS: ReadonlySet<number> = new Set([100, 101, 150]);

/**
 * A local 24-hour clock time ("21:05") for a server time, in the visitor's own time zone. Built
 * from the Date's own fields rather than Intl.DateTimeFormat: a browser's first Intl call loads
 * its locale data, 70–120 ms of main thread on a phone-class CPU while the player starts.
 */
export function localStartTime(serverTime: number, offsetMs: number): string {
  const at = new Date(serverTime - offsetMs);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
