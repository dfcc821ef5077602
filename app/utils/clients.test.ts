import { expect, test } from "vitest";
import { clientKey, createRateLimiter, NOT_AN_ADDRESS } from "./clients";

test("rate limiter: N hits a minute per key, then the seconds to wait; a new window resets", () => {
  const limiter = createRateLimiter(3);
  expect([limiter.hit("ip", 0), limiter.hit("ip", 1), limiter.hit("ip", 2)]).toEqual([0, 0, 0]);
  expect(limiter.hit("ip", 30_000)).toBe(30);
  // Asking how long to wait counts nothing.
  expect([
    limiter.wait("ip", 30_000),
    limiter.wait("other", 30_000),
    limiter.wait("ip", 60_000),
  ]).toEqual([30, 0, 0]);
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
  expect([
    limiter.hit("2999", 61_001),
    limiter.hit("2999", 61_002),
    limiter.hit("2999", 61_003),
  ]).toEqual([0, 0, 60]);
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
});

test("a forwarded address is one client however it is written: a port, leading zeros, brackets", () => {
  const spellings = [
    "203.0.113.9",
    "203.0.113.9:51234",
    "203.000.113.009",
    " 203.0.113.9 ",
    "::ffff:203.0.113.9",
    "[::ffff:203.0.113.9]:443",
  ];
  expect(new Set(spellings.map(clientKey))).toEqual(new Set(["203.0.113.9"]));
  expect(
    new Set(
      [
        "2001:db8:1:2::1",
        "[2001:db8:1:2::1]:8080",
        "[2001:DB8:1:2::9]",
        "2001:db8:1:2::001.002.003.004",
      ].map(clientKey),
    ),
  ).toEqual(new Set(["2001:db8:1:2::/64"]));
  // Not an address: one client for all of them, so junk cannot pass for many.
  const junk = [
    "unknown",
    "",
    "1:2:3",
    "1::2::3",
    "2001:db8::1::",
    "1:2:3:4:5:6:7:8:9",
    "12345::1",
    "gggg::1",
    "1.2.3.256",
    "0001.2.3.4",
    "x".repeat(10_000),
  ];
  expect(new Set(junk.map(clientKey))).toEqual(new Set([NOT_AN_ADDRESS]));
});
