import { expect, test } from "vitest";
import {
  AD_BREAK_SECONDS,
  AD_LOGOS,
  buildTimeline,
  canonicalOrder,
  createSchedule,
  DAY_MS,
  dayNumber,
  locate,
  scheduleWindow,
  seededRandom,
  seededShuffle,
  type TvVideo,
} from "./schedule";

const videos = (count: number, duration = 60): TvVideo[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `vid${String(i).padStart(8, "0")}`,
    title: `Video ${i}`,
    duration,
  }));
const DAY = 20_784; // 27 Nov 2026
const at = (day: number, seconds: number) => day * DAY_MS + seconds * 1000;

test("the seed is the number of whole days since the epoch", () => {
  expect(dayNumber(0)).toBe(0);
  expect(dayNumber(DAY_MS - 1)).toBe(0);
  expect(dayNumber(DAY_MS)).toBe(1);
  expect(dayNumber(Date.UTC(2025, 0, 1, 23, 59))).toBe(20_089);
});

test("seeded shuffle: the same day gives the same order, the next day another; nothing lost", () => {
  const list = videos(40).map((video) => video.id);
  const today = seededShuffle(list, seededRandom(DAY));
  expect(seededShuffle(list, seededRandom(DAY))).toEqual(today);
  const tomorrow = seededShuffle(list, seededRandom(DAY + 1));
  expect(tomorrow).not.toEqual(today);
  expect(today).not.toEqual(list);
  expect([...today].sort()).toEqual(list);
  expect([...tomorrow].sort()).toEqual(list);
  // The generator's numbers are in [0, 1).
  const random = seededRandom(7);
  for (let i = 0; i < 1000; i++) expect(random()).toSatisfy((n: number) => n >= 0 && n < 1);
});

test("canonical order: the order the list arrives in does not matter, duplicates count once", () => {
  const list = videos(12);
  const reversed = [...list].reverse();
  const withDuplicate = [list[3]!, ...reversed];
  expect(canonicalOrder(reversed)).toEqual(list);
  expect(canonicalOrder(withDuplicate)).toEqual(list);
  expect(buildTimeline(reversed, DAY)).toEqual(buildTimeline(list, DAY));
  // Code-unit order, not the locale's: upper case sorts before lower case.
  expect(
    canonicalOrder([
      { id: "b", title: "" },
      { id: "B", title: "" },
      { id: "_", title: "" },
      { id: "-", title: "" },
    ]).map((v) => v.id),
  ).toEqual(["-", "B", "_", "b"]);
});

test("every video is followed by a 5-second ad break; durations of 0 or missing count as 300 s", () => {
  const timeline = buildTimeline(
    [
      { id: "aaaaaaaaaaa", title: "A", duration: 0 },
      { id: "bbbbbbbbbbb", title: "B" },
      ...videos(3, 100),
    ],
    DAY,
  );
  expect(timeline.items).toHaveLength(10);
  timeline.items.forEach((item, index) => expect(item.kind).toBe(index % 2 === 0 ? "video" : "ad"));
  for (const item of timeline.items.filter((item) => item.kind === "ad"))
    expect(item.duration).toBe(AD_BREAK_SECONDS);
  const byId = new Map(
    timeline.items.flatMap((item) => (item.kind === "video" ? [[item.id, item.duration]] : [])),
  );
  expect(byId.get("aaaaaaaaaaa")).toBe(300);
  expect(byId.get("bbbbbbbbbbb")).toBe(300);
  expect(timeline.totalMs).toBe((300 + 300 + 3 * 100 + 5 * AD_BREAK_SECONDS) * 1000);
});

test("ad logos: drawn from the three brands by the same seeded generator, the same for everyone that day", () => {
  const logos = (day: number) =>
    buildTimeline(videos(60), day).items.flatMap((item) => (item.kind === "ad" ? [item.logo] : []));
  expect(logos(DAY)).toEqual(logos(DAY));
  expect(logos(DAY)).not.toEqual(logos(DAY + 1));
  expect(new Set(logos(DAY))).toEqual(new Set(AD_LOGOS));
  // The draws continue the shuffle's sequence: the logo of the k-th break is the generator's (n-1+k)-th number after the shuffle.
  const random = seededRandom(DAY);
  seededShuffle(canonicalOrder(videos(60)), random);
  expect(logos(DAY)).toEqual(Array.from({ length: 60 }, () => AD_LOGOS[Math.floor(random() * 3)]));
});

test("position at item boundaries, inside an ad break and at the wrap of the total", () => {
  // Three videos of 60 s: a sequence of 3 × (60 + 5) = 195 s, positions counted from its start.
  const timeline = buildTimeline(videos(3), DAY);
  expect(timeline.totalMs).toBe(195_000);
  const position = (seconds: number) => locate(timeline, seconds * 1000);
  expect(position(0)).toEqual({ index: 0, offsetMs: 0 });
  expect(position(59.999)).toEqual({ index: 0, offsetMs: 59_999 });
  expect(position(60)).toEqual({ index: 1, offsetMs: 0 }); // the ad break starts exactly at the video's end
  expect(position(62.5)).toEqual({ index: 1, offsetMs: 2500 }); // inside the ad break
  expect(timeline.items[1]!.kind).toBe("ad");
  expect(position(65)).toEqual({ index: 2, offsetMs: 0 });
  expect(position(194.999)).toEqual({ index: 5, offsetMs: 4999 });
  expect(position(195)).toEqual({ index: 0, offsetMs: 0 }); // wraps around the total
  expect(position(195 * 7 + 70)).toEqual({ index: 2, offsetMs: 5000 });
  expect(locate(buildTimeline([], DAY), 0)).toBeUndefined();
});

test("a window: the current item from its start, then the next ones back to back", () => {
  const schedule = createSchedule(videos(5, 100));
  const now = at(DAY, 3600) + 123;
  const window = scheduleWindow(schedule, now, 6);
  expect(window).toHaveLength(7);
  const current = window[0]!;
  const found = locate(schedule.timelineFor(DAY), now - schedule.dayStart(DAY))!;
  expect(current.startsAt).toBe(now - found.offsetMs);
  expect(current.from).toBe(0);
  for (let i = 1; i < window.length; i++) {
    expect(window[i]!.startsAt).toBe(window[i - 1]!.endsAt);
    expect(window[i]!.endsAt - window[i]!.startsAt).toBe(window[i]!.duration * 1000);
  }
});
