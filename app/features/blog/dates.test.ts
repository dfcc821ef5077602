import { expect, test } from "vitest";
import { displayDate, parseIsoDate } from "./dates";

test("displayDate writes DD Mon, YYYY", () => {
  expect(displayDate("2024-10-31")).toBe("31 Oct, 2024");
  expect(displayDate("2025-03-05")).toBe("05 Mar, 2025");
});

test("displayDate refuses a string that is not a date", () => {
  expect(() => displayDate("31 Oct 2024")).toThrow(/Not a date/);
});

test("parseIsoDate rejects 29 February in a common year", () => {
  expect(parseIsoDate("2025-02-29")).toBeUndefined();
});

test("parseIsoDate accepts 29 February in a leap year", () => {
  expect(parseIsoDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
});

test("parseIsoDate rejects impossible and badly written dates", () => {
  expect(parseIsoDate("2024-13-40")).toBeUndefined();
  expect(parseIsoDate("2024-04-31")).toBeUndefined();
  expect(parseIsoDate("2024-1-05")).toBeUndefined();
  expect(parseIsoDate("31 Oct 2024")).toBeUndefined();
});
