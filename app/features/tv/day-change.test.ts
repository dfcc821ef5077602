// The schedule across midnight UTC, at fixed times: the item running at midnight plays to its
// end, its ad break follows, and the new day's shuffle starts exactly there, for every viewer.
import { expect, test } from "vitest";
import {
  AD_BREAK_SECONDS,
  buildTimeline,
  CHAIN_FIRST_DAY,
  createSchedule,
  DAY_MS,
  dayNumber,
  scheduleWindow,
  type ScheduledItem,
  type TvVideo,
} from "./schedule";

const NIGHT = dayNumber(Date.UTC(2026, 10, 27)); // 27 Nov 2026: the night from the 27th to the 28th
const midnight = (day: number) => (day + 1) * DAY_MS;
/** Seven videos of 1000 to 1600 s: some video runs over most midnights. */
const LIST: TvVideo[] = Array.from({ length: 7 }, (_, i) => ({
  id: `vid${i}`,
  title: `Video ${i}`,
  duration: 1000 + i * 100,
}));

/** The first night from `day` on when a video runs from before 23:59:58 until at least `after` ms past midnight. */
function nightWithVideoOver(videos: readonly TvVideo[], day: number, after: number) {
  const schedule = createSchedule(videos);
  for (let night = day; night < day + 60; night++) {
    const current = scheduleWindow(schedule, midnight(night) - 2_000, 0)[0]!;
    if (
      current.kind === "video" &&
      current.startsAt < midnight(night) - 2_000 &&
      current.endsAt >= midnight(night) + after
    )
      return night;
  }
  throw new Error("no night with a video running over midnight");
}

test("at 23:59:58 UTC the video running over midnight plays to its end, then its ad break, then the new day's first item from its start", () => {
  const night = nightWithVideoOver(LIST, NIGHT, 60_000);
  const schedule = createSchedule(LIST);
  const [video, ad, first, second] = scheduleWindow(schedule, midnight(night) - 2_000, 3) as [
    ScheduledItem,
    ScheduledItem,
    ScheduledItem,
    ScheduledItem,
  ];
  expect(video.kind).toBe("video");
  // Whole, from its start: neither cut at midnight nor entered mid-way.
  expect(video.from).toBe(0);
  expect(video.endsAt - video.startsAt).toBe(video.duration * 1000);
  expect(video.endsAt).toBeGreaterThan(midnight(night));
  // The ad break after the video that ended after midnight.
  expect(ad).toMatchObject({
    kind: "ad",
    startsAt: video.endsAt,
    endsAt: video.endsAt + AD_BREAK_SECONDS * 1000,
    from: 0,
  });
  // The new day's sequence starts exactly where the last item ended, with its first item.
  expect(schedule.dayStart(night + 1)).toBe(ad.endsAt);
  const tomorrow = buildTimeline(LIST, night + 1).items;
  expect(first).toEqual({
    ...tomorrow[0],
    startsAt: ad.endsAt,
    endsAt: ad.endsAt + tomorrow[0]!.duration * 1000,
    from: 0,
  });
  expect(second).toEqual({
    ...tomorrow[1],
    startsAt: first.endsAt,
    endsAt: first.endsAt + tomorrow[1]!.duration * 1000,
    from: 0,
  });
  // Asked again after midnight, in that video or its ad break: the same items, not the new day's shuffle.
  for (const time of [
    midnight(night),
    midnight(night) + 1,
    video.endsAt - 1,
    video.endsAt,
    ad.endsAt - 1,
  ]) {
    expect(scheduleWindow(schedule, time, 0)[0], String(time - midnight(night))).toEqual(
      time < video.endsAt ? video : ad,
    );
  }
  expect(scheduleWindow(schedule, ad.endsAt, 0)[0]).toEqual(first);
});

test("across the change, second by second: every item whole and back to back, the same whenever it is asked", () => {
  const schedule = createSchedule(LIST);
  const seen = new Map<number, ScheduledItem>();
  // From five minutes before midnight until after the change (at most one slot, 1,605 s, after midnight).
  for (let time = midnight(NIGHT) - 300_000; time < midnight(NIGHT) + 1_800_000; time += 1_000) {
    const window = scheduleWindow(schedule, time, 4);
    expect(window[0]!.startsAt).toBeLessThanOrEqual(time);
    expect(window[0]!.endsAt).toBeGreaterThan(time);
    window.forEach((item, index) => {
      expect(item.from).toBe(0);
      expect(item.endsAt - item.startsAt).toBe(item.duration * 1000);
      if (index > 0) expect(item.startsAt).toBe(window[index - 1]!.endsAt);
      expect(seen.get(item.startsAt) ?? item).toEqual(item);
      seen.set(item.startsAt, item);
    });
  }
  // The night's change happened then, at an item's end after midnight.
  expect(schedule.dayStart(NIGHT + 1)).toBeGreaterThanOrEqual(midnight(NIGHT));
  expect(seen.has(schedule.dayStart(NIGHT + 1))).toBe(true);
});

test("a midnight inside an ad break waits for its end; a slot ending at midnight hands over right there", () => {
  // One video of 86,398 s and its 5-second break: the break runs from 23:59:58 to 00:00:03 each day it starts at a midnight.
  const breakOver = createSchedule([{ id: "long", title: "Long", duration: 86_398 }]);
  expect(breakOver.dayStart(CHAIN_FIRST_DAY + 1)).toBe(midnight(CHAIN_FIRST_DAY) + 3_000);
  const [ad, next] = scheduleWindow(breakOver, midnight(CHAIN_FIRST_DAY), 1) as [
    ScheduledItem,
    ScheduledItem,
  ];
  expect(ad).toMatchObject({
    kind: "ad",
    startsAt: midnight(CHAIN_FIRST_DAY) - 2_000,
    endsAt: midnight(CHAIN_FIRST_DAY) + 3_000,
    from: 0,
  });
  expect(next).toMatchObject({ kind: "video", id: "long", startsAt: ad.endsAt, from: 0 });
  // 86,395 s + 5 s is exactly a day: every day starts at its own midnight.
  const dayLong = createSchedule([{ id: "day", title: "Day", duration: 86_395 }]);
  for (let day = CHAIN_FIRST_DAY; day < CHAIN_FIRST_DAY + 400; day++)
    expect(dayLong.dayStart(day)).toBe(day * DAY_MS);
});

test("a video longer than a day plays whole; the day it covers entirely is skipped", () => {
  const schedule = createSchedule([{ id: "marathon", title: "Marathon", duration: 200_000 }]);
  const start = CHAIN_FIRST_DAY * DAY_MS;
  expect(schedule.dayStart(CHAIN_FIRST_DAY + 1)).toBe(start + 200_005_000);
  expect(schedule.dayStart(CHAIN_FIRST_DAY + 2)).toBe(start + 200_005_000);
  const [video, ad] = scheduleWindow(schedule, midnight(CHAIN_FIRST_DAY + 1) + 1_000, 1) as [
    ScheduledItem,
    ScheduledItem,
  ];
  expect(video).toMatchObject({
    id: "marathon",
    startsAt: start,
    endsAt: start + 200_000_000,
    from: 0,
  });
  expect(ad.endsAt).toBe(schedule.dayStart(CHAIN_FIRST_DAY + 2));
  // Before the chain's first day, days start at their midnight (the schedule as it was).
  expect(schedule.dayStart(CHAIN_FIRST_DAY - 10)).toBe((CHAIN_FIRST_DAY - 10) * DAY_MS);
});

/**
 * An independent reading of the rule, item by item from the chain's first day: play the day's
 * sequence in a loop; at the first end of an ad break at or after the next midnight, start the
 * sequence of the day that has begun. Returns every item that ends after `fromMs`, until `untilMs`.
 */
function played(videos: readonly TvVideo[], fromMs: number, untilMs: number): ScheduledItem[] {
  const result: ScheduledItem[] = [];
  let time = CHAIN_FIRST_DAY * DAY_MS;
  while (time < untilMs) {
    const day = dayNumber(time);
    const items = buildTimeline(videos, day).items;
    for (let i = 0; ; i = (i + 1) % items.length) {
      const item = items[i]!;
      const end = time + item.duration * 1000;
      if (end > fromMs) result.push({ ...item, startsAt: time, endsAt: end, from: 0 });
      time = end;
      if (item.kind === "ad" && time >= midnight(day)) break;
    }
  }
  return result;
}

/** Slots of 1, 2 and 4 hours (each video 5 s short of it): on the days whose shuffle opens with the 1 and the 2, a slot ends exactly at midnight. */
const HOURS: TvVideo[] = [1, 2, 4].map((hours) => ({
  id: `h${hours}`,
  title: `${hours} h`,
  duration: hours * 3600 - AD_BREAK_SECONDS,
}));

test.each([
  ["seven videos", LIST],
  ["slots of whole hours", HOURS],
])(
  "agreement (%s): the memoised chain, a fresh one asked directly, and an item-by-item replay from the first day give the same items",
  (_, list) => {
    const walked = createSchedule(list);
    for (let day = CHAIN_FIRST_DAY; day <= NIGHT + 1; day++)
      scheduleWindow(walked, day * DAY_MS + 43_200_000, 2);
    const reference = played(list, midnight(NIGHT) - 3_600_000, midnight(NIGHT + 3));
    for (const time of [
      midnight(NIGHT) - 2_000,
      midnight(NIGHT) + 1_000,
      midnight(NIGHT) + 1_800_000,
      midnight(NIGHT + 1) - 2_000,
    ]) {
      const fresh = scheduleWindow(createSchedule([...list].reverse()), time, 14);
      expect(scheduleWindow(walked, time, 14)).toEqual(fresh);
      const index = reference.findIndex((item) => item.startsAt <= time && time < item.endsAt);
      expect(fresh).toEqual(reference.slice(index, index + 15));
    }
  },
);

test("slots of whole hours: some days start exactly at their midnight, the others at the end of the slot running then", () => {
  const schedule = createSchedule(HOURS);
  const late = Array.from(
    { length: NIGHT - CHAIN_FIRST_DAY },
    (_, k) => schedule.dayStart(CHAIN_FIRST_DAY + 1 + k) - (CHAIN_FIRST_DAY + 1 + k) * DAY_MS,
  );
  expect(late).toContain(0);
  expect(late.some((ms) => ms > 0)).toBe(true);
  for (const ms of late) expect([0, 1, 2, 3].map((hours) => hours * 3_600_000)).toContain(ms);
});
