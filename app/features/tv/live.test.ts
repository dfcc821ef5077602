import { expect, test } from "vitest";
import {
  clockOffset,
  indexAt,
  localStartTime,
  nextVideo,
  positionAt,
  upcomingVideos,
} from "./live";
import type { ScheduledItem } from "./schedule";

const video = (id: string, startsAt: number, seconds: number, from = 0): ScheduledItem => ({
  kind: "video",
  id,
  title: id,
  duration: seconds,
  startsAt,
  endsAt: startsAt + seconds * 1000,
  from,
});
const ad = (startsAt: number): ScheduledItem => ({
  kind: "ad",
  logo: "tv",
  duration: 5,
  startsAt,
  endsAt: startsAt + 5000,
  from: 0,
});
const items = [
  video("a", 0, 60),
  ad(60_000),
  video("b", 65_000, 30),
  ad(95_000),
  video("c", 100_000, 10),
  ad(110_000),
  video("d", 115_000, 20),
];

test("the server's clock from its time and the request's round trip", () => {
  expect(clockOffset(10_000, 1_000, 1_200)).toBe(8_900);
  expect(clockOffset(1_100, 1_000, 1_200)).toBe(0);
});

test("which item holds a moment: boundaries belong to the item that starts there", () => {
  expect(indexAt(items, 0)).toBe(0);
  expect(indexAt(items, 59_999)).toBe(0);
  expect(indexAt(items, 60_000)).toBe(1);
  expect(indexAt(items, 64_999)).toBe(1);
  expect(indexAt(items, 65_000)).toBe(2);
  expect(indexAt(items, 135_000)).toBe(-1);
  expect(indexAt(items, -1)).toBe(-1);
});

test("the position in the video, from the item's own starting point", () => {
  expect(positionAt(items[0]!, 12_500)).toBe(12.5);
  expect(positionAt(video("x", 1000, 100, 40), 3000)).toBe(42);
});

test("the guide lists videos only, and a skip goes to the next video", () => {
  expect(upcomingVideos(items, 0, 5).map((item) => item.kind === "video" && item.id)).toEqual([
    "b",
    "c",
    "d",
  ]);
  expect(upcomingVideos(items, 1, 2).map((item) => item.kind === "video" && item.id)).toEqual([
    "b",
    "c",
  ]);
  expect(nextVideo(items, 2)).toBe(items[4]);
  expect(nextVideo(items, 6)).toBeUndefined();
});

test("start times in the visitor's local time, corrected by the server clock offset", () => {
  const at = Date.UTC(2025, 0, 1, 12, 0);
  const expected = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(at - 60_000));
  expect(localStartTime(at, 60_000)).toBe(expected);
  // Midnight and single digits are padded, in the process's own time zone.
  const local = new Date(2025, 5, 1, 0, 7).getTime();
  expect(localStartTime(local + 1_000, 1_000)).toBe("00:07");
});
