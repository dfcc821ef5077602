import { expect, test } from "vitest";
import { parseIsoDuration } from "./duration";
import { DEFAULT_DURATION_SECONDS, scheduledDuration } from "./schedule";

test("ISO-8601 durations as the YouTube Data API writes them", () => {
  expect(parseIsoDuration("PT1H2M3S")).toBe(3723);
  expect(parseIsoDuration("PT45S")).toBe(45);
  expect(parseIsoDuration("PT4M")).toBe(240);
  expect(parseIsoDuration("PT2H")).toBe(7200);
  expect(parseIsoDuration("P1DT2H")).toBe(93_600);
  expect(parseIsoDuration("P1D")).toBe(86_400);
  expect(parseIsoDuration("P1W")).toBe(604_800);
  expect(parseIsoDuration("PT1M30.6S")).toBe(91);
  expect(parseIsoDuration("P0D")).toBe(0);
});

test("anything else is not a duration", () => {
  for (const text of ["", "P", "PT", "1H", "PT1X", "P1DT", "PT-5S", "pt5s", null, undefined])
    expect(parseIsoDuration(text), String(text)).toBeUndefined();
});

test("a duration of 0 or missing counts as 300 seconds in the schedule", () => {
  expect(DEFAULT_DURATION_SECONDS).toBe(300);
  expect(scheduledDuration({ id: "a", title: "A", duration: parseIsoDuration("P0D") })).toBe(300);
  expect(scheduledDuration({ id: "a", title: "A", duration: parseIsoDuration("bogus") })).toBe(300);
  expect(scheduledDuration({ id: "a", title: "A" })).toBe(300);
  expect(scheduledDuration({ id: "a", title: "A", duration: null })).toBe(300);
  expect(scheduledDuration({ id: "a", title: "A", duration: 91 })).toBe(91);
});
