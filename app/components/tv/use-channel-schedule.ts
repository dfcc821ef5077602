import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { readTvAnswer, tvAnswerUrl } from "~/features/tv/contract";
import { clockOffset, indexAt, nextVideo, positionAt, upcomingVideos } from "~/features/tv/live";
import type { ScheduledItem } from "~/features/tv/schedule";

/** Items in the "Up next" guide. */
export const GUIDE_SIZE = 5;
/** After a failed look-up of the schedule, the next try comes this much later. */
export const RETRY_MS = 5_000;

/** What the screen shows: one item of the schedule, where to play it from (at local time `at`), the guide. */
export type ScheduleView = {
  channel: string;
  item: ScheduledItem;
  following: ScheduledItem | undefined;
  /** Seconds into the item's video at local time `at`. */
  position: number;
  at: number;
  upNext: ScheduledItem[];
  /** How far this viewer runs ahead of the live schedule (after skipping an unplayable video). */
  shiftMs: number;
  /** Numbers each item put on screen, across channels, so the player is driven once per item. */
  seq: number;
};

export type ChannelSchedule = {
  /** The item on now, or null until the channel's schedule has arrived. */
  view: ScheduleView | null;
  /** How far the server's clock runs ahead of this browser's (ms). */
  offsetMs: number;
  /** The last look-up failed; another follows in RETRY_MS. */
  reconnecting: boolean;
  /** Moves this viewer on to the next video's start: the one on now cannot be played here. */
  skipUnplayable: () => void;
};

type Schedule = { items: ScheduledItem[]; offsetMs: number };

const sameItem = (a: ScheduledItem, b: ScheduledItem) =>
  a.startsAt === b.startsAt &&
  a.kind === b.kind &&
  (a.kind === "ad" || (b.kind === "video" && a.id === b.id));

/** The window of the schedule around now, and the server's clock; throws when the look-up fails. */
async function fetchSchedule(apiPath: string, channel: string): Promise<Schedule> {
  const sentAt = Date.now();
  const response = await fetch(tvAnswerUrl(apiPath, channel), {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const answer = readTvAnswer(await response.json(), channel);
  if (!answer) throw new Error("Not a schedule");
  const offsetMs = clockOffset(answer.serverTime, sentAt, Date.now());
  return { items: [answer.current, ...answer.next], offsetMs };
}

/** The screen for the item at `index`, on at schedule time `time`. */
function viewAt(
  channel: string,
  items: ScheduledItem[],
  index: number,
  time: number,
  shiftMs: number,
): Omit<ScheduleView, "seq"> {
  const item = items[index]!;
  return {
    channel,
    item,
    following: items[index + 1],
    position: positionAt(item, time),
    at: Date.now(),
    upNext: upcomingVideos(items, index, GUIDE_SIZE),
    shiftMs,
  };
}

/** Back to the live moment whenever the tab becomes visible again. */
function useBackToLiveWhenShown(
  shiftRef: RefObject<number>,
  syncRef: RefObject<(force: boolean) => void>,
) {
  useEffect(() => {
    function onVisibility() {
      if (document.visibilityState !== "visible") return;
      shiftRef.current = 0;
      syncRef.current(true);
    }
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [shiftRef, syncRef]);
}

/**
 * Follows a channel's schedule as the server keeps it: asks `{apiPath}/{channel}` for the window
 * around now, takes the server's clock from the answer (so a browser with a wrong clock shows the
 * same moment as everyone else), moves to each next item at its moment with one timer, asks again
 * before the window runs out and, after a failed look-up, every RETRY_MS. A viewer who skipped an
 * unplayable video runs ahead of the live schedule until the tab is shown again.
 */
export function useChannelSchedule(channel: string, apiPath: string): ChannelSchedule {
  const [view, setView] = useState<ScheduleView | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [reconnecting, setReconnecting] = useState(false);
  const scheduleRef = useRef<Schedule | null>(null);
  const shiftRef = useRef(0);
  const syncRef = useRef<(force: boolean) => void>(() => {});
  const seqRef = useRef(0);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let fetching = false;
    scheduleRef.current = null;
    shiftRef.current = 0;

    async function load() {
      if (fetching) return;
      fetching = true;
      try {
        const schedule = await fetchSchedule(apiPath, channel);
        if (cancelled) return;
        scheduleRef.current = schedule;
        setOffsetMs(schedule.offsetMs);
        setReconnecting(false);
        fetching = false;
        sync(false);
      } catch {
        fetching = false;
        if (cancelled) return;
        setReconnecting(true);
        clearTimeout(timer);
        timer = setTimeout(() => void load(), RETRY_MS);
      }
    }

    /** Puts the item on now on screen (a new one, or the same one again when `force`) and sets the timer for the next. */
    function sync(force: boolean) {
      const schedule = scheduleRef.current;
      if (!schedule || cancelled) return;
      const time = Date.now() + schedule.offsetMs + shiftRef.current;
      const index = indexAt(schedule.items, time);
      if (index < 0 || upcomingVideos(schedule.items, index, GUIDE_SIZE).length < GUIDE_SIZE)
        void load();
      if (index < 0) return;
      const fresh = viewAt(channel, schedule.items, index, time, shiftRef.current);
      const { item, upNext, following } = fresh;
      setView((previous) => {
        if (!force && previous?.channel === channel && sameItem(previous.item, item))
          return { ...previous, upNext, following };
        return { ...fresh, seq: ++seqRef.current };
      });
      clearTimeout(timer);
      timer = setTimeout(() => sync(false), Math.max(20, item.endsAt - time + 20));
    }

    syncRef.current = sync;
    void load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [channel, apiPath]);

  useBackToLiveWhenShown(shiftRef, syncRef);

  const skipUnplayable = useCallback(() => {
    const schedule = scheduleRef.current;
    if (!schedule) return;
    const time = Date.now() + schedule.offsetMs + shiftRef.current;
    const next = nextVideo(schedule.items, indexAt(schedule.items, time));
    if (next) shiftRef.current += next.startsAt - time;
    syncRef.current(true);
  }, []);

  // A view of the previous channel is never shown: until the new one's schedule arrives, the poster and the guide's skeleton are.
  return { view: view?.channel === channel ? view : null, offsetMs, reconnecting, skipUnplayable };
}
