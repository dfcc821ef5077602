import { expect, test, vi } from "vitest";
import { formatViews } from "./format";
import { parseViewed, seenRecently, throttledLogger, viewedCookie } from "./limits";

test("the viewed cookie round-trips, drops expired entries and ignores junk", () => {
  const now = 1_000_000;
  const cookie = viewedCookie(
    new Map([
      ["old", now - 4000],
      ["kept", now - 10],
    ]),
    "new-post",
    now,
    1800,
    false,
  );
  expect(cookie).toMatch(/^vv_viewed=[^;]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax$/);
  const viewed = parseViewed(`a=1; ${cookie.split(";")[0]}; b=2`);
  expect([...viewed]).toEqual([
    ["kept", now - 10],
    ["new-post", now],
  ]);
  expect(parseViewed("vv_viewed=%3Cscript%3E.1|ok.x|fine.12")).toEqual(new Map([["fine", 12]]));
  expect(parseViewed(null).size).toBe(0);
  // Malformed percent-encoding is ignored, not thrown.
  for (const junk of ["vv_viewed=%", "vv_viewed=%E0%A4%A", "vv_viewed=a.1%ZZ"])
    expect(parseViewed(junk).size).toBe(0);
  expect(viewedCookie(new Map(), "a", now, 1800, true)).toMatch(/; Secure$/);
});

test("a post is seen recently only within the window", () => {
  const viewed = new Map([["a", 1000]]);
  expect(seenRecently(viewed, "a", 1000 + 1799, 1800)).toBe(true);
  expect(seenRecently(viewed, "a", 1000 + 1800, 1800)).toBe(false);
  expect(seenRecently(viewed, "b", 1000, 1800)).toBe(false);
});

test("the store-down log is written at most once a minute", () => {
  const write = vi.fn();
  const log = throttledLogger(60_000, write);
  log("down", 0);
  log("down", 1_000);
  log("down", 59_999);
  expect(write).toHaveBeenCalledTimes(1);
  log("down", 60_000);
  expect(write).toHaveBeenLastCalledWith("down (2 similar messages suppressed)");
});

test("counts read like 1,234 views", () => {
  expect(formatViews(1)).toBe("1 view");
  expect(formatViews(1234)).toBe("1,234 views");
  expect(formatViews(0)).toBe("0 views");
  // The same grouping as Intl.NumberFormat("en") at every size.
  for (const views of [
    7,
    999,
    1000,
    12_345,
    999_999,
    1_000_000,
    1_234_567_890,
    Number.MAX_SAFE_INTEGER,
  ]) {
    expect(formatViews(views)).toBe(`${new Intl.NumberFormat("en").format(views)} views`);
  }
});
