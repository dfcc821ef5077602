import { expect, test } from "vitest";
import type { ImageEntry } from "~/features/media/images";
import { keepMs, nextRecord, prunable } from "./retired";

const DAY = 86_400_000;
const entry = (hash: string): ImageEntry => ({
  width: 1200,
  height: 630,
  widths: [400, 800],
  hash,
});
const files = (name: string, hash: string) => [
  `${name}-400.${hash}.webp`,
  `${name}-800.${hash}.webp`,
];
const at = (iso: string) => new Date(iso);

// Three generations of one cover (a rebrand, then a change a week later) beside one that never changes.
const M0 = { "blog/a": entry("aaaaaaa0"), "blog/b": entry("bbbbbbbb") };
const M1 = { "blog/a": entry("aaaaaaa1"), "blog/b": entry("bbbbbbbb") };
const M2 = { "blog/a": entry("aaaaaaa2"), "blog/b": entry("bbbbbbbb") };
const ON_DISK = [
  ...files("blog/a", "aaaaaaa0"),
  ...files("blog/a", "aaaaaaa1"),
  ...files("blog/a", "aaaaaaa2"),
  ...files("blog/b", "bbbbbbbb"),
  "figures/x.svg",
];

test("a run records the files its manifest stopped naming; a run that changes nothing records nothing", () => {
  const first = nextRecord([], M0, M1, at("2026-01-01T10:00:00Z"), DAY);
  expect(first).toEqual([{ at: "2026-01-01T10:00:00.000Z", files: files("blog/a", "aaaaaaa0") }]);
  expect(nextRecord(first, M1, M1, at("2026-01-01T11:00:00Z"), DAY)).toEqual(first);
});

test("a prune right after a change keeps the old files: a server not yet reloaded still names them", () => {
  const record = nextRecord([], M0, M1, at("2026-01-01T10:00:00Z"), DAY);
  expect(prunable(ON_DISK, M1, record)).toEqual(files("blog/a", "aaaaaaa2"));
});

test("two changes within the day a CDN may keep a page: both kept; a day later only the last change's", () => {
  const first = nextRecord([], M0, M1, at("2026-01-01T10:00:00Z"), DAY);
  const second = nextRecord(first, M1, M2, at("2026-01-01T10:05:00Z"), DAY);
  expect(prunable(ON_DISK, M2, second)).toEqual([]);
  // A week later a run that changes nothing drops the first change, never the last.
  const later = nextRecord(second, M2, M2, at("2026-01-08T10:00:00Z"), DAY);
  expect(later).toEqual([second[1]]);
  expect(prunable(ON_DISK, M2, later)).toEqual(files("blog/a", "aaaaaaa0"));
});

test("the last change is kept however long ago it was (the servers may not have been reloaded since)", () => {
  const record = nextRecord([], M0, M1, at("2026-01-01T10:00:00Z"), DAY);
  const year = nextRecord(record, M1, M1, at("2027-01-01T10:00:00Z"), DAY);
  expect(year).toEqual(record);
});

test("only rendered files are pruned: a figure placed by hand stays", () => {
  expect(
    prunable(["figures/x.svg", "figures/y.png", "blog/old-400.0123abcd.webp"], {}, []),
  ).toEqual(["blog/old-400.0123abcd.webp"]);
});

test("the time kept is the page cache's and a CDN's: s-maxage plus stale-while-revalidate, as the environment sets them", () => {
  expect(keepMs({})).toBe((300 + 86_400) * 1000);
  expect(keepMs({ PAGE_S_MAXAGE: "60", PAGE_STALE_WHILE_REVALIDATE: "0" })).toBe(60_000);
});
