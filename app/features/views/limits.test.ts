import { expect, test, vi } from "vitest";
import { formatViews } from "./format";
import { clientKey, createRateLimiter, parseViewed, seenRecently, throttledLogger, viewedCookie } from "./limits";

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
  for (const junk of ["vv_viewed=%", "vv_viewed=%E0%A4%A", "vv_viewed=a.1%ZZ"]) expect(parseViewed(junk).size).toBe(0);
  expect(viewedCookie(new Map(), "a", now, 1800, true)).toMatch(/; Secure$/);
});

test("a post is seen recently only within the window", () => {
  const viewed = new Map([["a", 1000]]);
  expect(seenRecently(viewed, "a", 1000 + 1799, 1800)).toBe(true);
  expect(seenRecently(viewed, "a", 1000 + 1800, 1800)).toBe(false);
  expect(seenRecently(viewed, "b", 1000, 1800)).toBe(false);
});

test("rate limiter: N hits a minute per key, then the seconds to wait; a new window resets", () => {
  const limiter = createRateLimiter(3);
  expect([limiter.hit("ip", 0), limiter.hit("ip", 1), limiter.hit("ip", 2)]).toEqual([0, 0, 0]);
  expect(limiter.hit("ip", 30_000)).toBe(30);
  expect(limiter.hit("other", 30_000)).toBe(0);
  expect(limiter.hit("ip", 60_000)).toBe(0);
});

test("rate limiter memory: expired windows are swept once a window, and a flood of clients is capped in bytes", () => {
  const limiter = createRateLimiter(3, 60_000, 1_000 * (120 + 4));
  for (let i = 0; i < 500; i++) limiter.hit(`a${String(i).padStart(3, "0")}`, 0);
  expect(limiter.stats()).toEqual({ entries: 500, bytes: 500 * 124, maxBytes: 124_000 });
  // A minute later the first 500 have expired: the next hit sweeps them.
  for (let i = 0; i < 500; i++) limiter.hit(`b${String(i).padStart(3, "0")}`, 60_000 + i);
  expect(limiter.stats().entries).toBe(500);
  // More live clients than the budget holds: the oldest are forgotten, the newest kept and counted.
  for (let i = 0; i < 2_000; i++) limiter.hit(String(1_000 + i), 61_000);
  expect(limiter.stats()).toEqual({ entries: 1_000, bytes: 124_000, maxBytes: 124_000 });
  expect([limiter.hit("2999", 61_001), limiter.hit("2999", 61_002), limiter.hit("2999", 61_003)]).toEqual([0, 0, 60]);
  // However long the keys, the budget holds.
  for (let i = 0; i < 100; i++) limiter.hit(`${"x".repeat(5_000)}${i}`, 61_000);
  expect(limiter.stats().bytes).toBeLessThanOrEqual(124_000);
});

test("clients are counted by IPv4 address and by IPv6 /64", () => {
  expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
  expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  expect(clientKey("::FFFF:cb00:7109")).toBe("203.0.113.9");
  // Every address of one /64, however it is written, is one client.
  const sameNetwork = [
    "2001:db8:1:2::1",
    "2001:db8:1:2:ffff:ffff:ffff:ffff",
    "2001:0DB8:0001:0002:0:0:0:9",
    "[2001:db8:1:2::abcd]",
    "2001:db8:1:2::1%eth0",
    "2001:db8:1:2::1.2.3.4",
  ];
  expect(new Set(sameNetwork.map(clientKey))).toEqual(new Set(["2001:db8:1:2::/64"]));
  expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  expect(clientKey("::1")).toBe("0:0:0:0::/64");
  expect(clientKey("fe80::1")).toBe("fe80:0:0:0::/64");
  // Not an address: itself, cut short.
  for (const junk of ["unknown", "1:2:3", "1::2::3", "2001:db8::1::", "1:2:3:4:5:6:7:8:9", "12345::1", "gggg::1"]) expect(clientKey(junk)).toBe(junk);
  expect(clientKey("x".repeat(10_000))).toHaveLength(64);
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
  for (const views of [7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, Number.MAX_SAFE_INTEGER]) {
    expect(formatViews(views)).toBe(`${new Intl.NumberFormat("en").format(views)} views`);
  }
});
