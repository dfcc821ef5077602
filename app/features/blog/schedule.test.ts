import { expect, test } from "vitest";
import { newPostSource } from "./new-post-template";
import {
  cacheControlUntil,
  isPublicAt,
  nextMoment,
  parsePublishAt,
  scheduledMoments,
  unpublishedLines,
  unpublishedNote,
  visibilityEpoch,
} from "./schedule";
import { parsePostSource } from "./schema";

const MOMENT = Date.UTC(2026, 11, 1, 9, 0, 0);
const SECOND = 1000;

test("publishAt: a time with its zone, or a bare date meaning midnight UTC", () => {
  expect(parsePublishAt("2026-12-01T09:00:00Z")).toBe(MOMENT);
  expect(parsePublishAt("2026-12-01T09:00Z")).toBe(MOMENT);
  expect(parsePublishAt("2026-12-01T10:00:00+01:00")).toBe(MOMENT);
  expect(parsePublishAt("2026-12-01T04:30:00-04:30")).toBe(MOMENT);
  expect(parsePublishAt("2026-12-01T09:00:00.000Z")).toBe(MOMENT);
  expect(parsePublishAt("2026-12-01")).toBe(Date.UTC(2026, 11, 1));
  for (const wrong of [
    "2026-12-01T09:00:00", // no zone: a different moment on each machine
    "2026-12-01 09:00:00Z",
    "2026-02-30",
    "2026-02-30T09:00:00Z",
    "2026-12-01T24:00:00Z",
    "2026-12-01T09:60:00Z",
    "2026-12-01T09:00:00+25:00",
    "1 Dec 2026",
    "",
  ])
    expect(parsePublishAt(wrong), wrong).toBeUndefined();
});

test("a scheduled post: hidden a second before its moment, public at it and after", () => {
  const post = { publishAt: "2026-12-01T09:00:00Z" };
  expect(isPublicAt(post, MOMENT - SECOND)).toBe(false);
  expect(isPublicAt(post, MOMENT - 1)).toBe(false);
  expect(isPublicAt(post, MOMENT)).toBe(true);
  expect(isPublicAt(post, MOMENT + SECOND)).toBe(true);
});

test("past dates are public, far-future ones hidden, drafts never public, others always", () => {
  expect(isPublicAt({ publishAt: "2001-01-01" }, MOMENT)).toBe(true);
  expect(isPublicAt({ publishAt: "9999-12-31T23:59:59Z" }, MOMENT)).toBe(false);
  expect(isPublicAt({ draft: true }, Infinity)).toBe(false);
  expect(isPublicAt({ draft: true, publishAt: "2001-01-01" }, MOMENT)).toBe(false);
  expect(isPublicAt({ draft: false }, -Infinity)).toBe(true);
  expect(isPublicAt({}, 0)).toBe(true);
});

test("the next moment and the epoch: distinct moments, drafts' left out, the same epoch between two", () => {
  const moments = scheduledMoments([
    { publishAt: "2026-12-01T09:00:00Z" },
    { publishAt: "2026-12-01T10:00:00+01:00" }, // the same moment, written otherwise
    { publishAt: "2027-01-01" },
    { publishAt: "2027-06-01", draft: true },
    {},
  ]);
  expect(moments).toEqual([MOMENT, Date.UTC(2027, 0, 1)]);
  expect(nextMoment(moments, MOMENT - SECOND)).toBe(MOMENT);
  expect(nextMoment(moments, MOMENT)).toBe(Date.UTC(2027, 0, 1));
  expect(nextMoment(moments, Date.UTC(2027, 0, 1))).toBeUndefined();
  expect(visibilityEpoch(moments, MOMENT - 1)).toBe(0);
  expect(visibilityEpoch(moments, MOMENT)).toBe(1);
  expect(visibilityEpoch(moments, Date.UTC(2026, 11, 31))).toBe(1);
  expect(visibilityEpoch(moments, Date.UTC(2027, 0, 1))).toBe(2);
  expect(visibilityEpoch([], MOMENT)).toBe(0);
});

test("Cache-Control: neither s-maxage nor the stale time runs past the next moment", () => {
  const header = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
  expect(cacheControlUntil(header, MOMENT - 3600 * SECOND, undefined)).toBe(header);
  expect(cacheControlUntil(header, MOMENT - 100_500, MOMENT)).toBe(
    "public, max-age=0, s-maxage=100, stale-while-revalidate=0",
  );
  expect(cacheControlUntil(header, MOMENT - 3600 * SECOND, MOMENT)).toBe(
    "public, max-age=0, s-maxage=300, stale-while-revalidate=3300",
  );
  expect(cacheControlUntil(header, MOMENT - 400, MOMENT)).toBe(
    "public, max-age=0, s-maxage=0, stale-while-revalidate=0",
  );
  expect(cacheControlUntil("no-store", MOMENT - 400, MOMENT)).toBe("no-store");
});

test("check:content's list: scheduled posts by moment with how far off, then drafts", () => {
  const posts = [
    { file: "blog/b.md", meta: { title: "B", publishAt: "2027-01-01" } },
    { file: "blog/a.md", meta: { title: "A", publishAt: "2026-12-01T09:00:00Z" } },
    { file: "blog/old.md", meta: { title: "Old", publishAt: "2020-01-01" } },
    { file: "blog/d.md", meta: { title: "D", draft: true } },
    { file: "blog/p.md", meta: { title: "P" } },
  ];
  expect(unpublishedLines(posts, MOMENT - 90 * 60 * SECOND)).toEqual([
    'Scheduled: 2026-12-01T09:00:00Z (in 1 h 30 min) blog/a.md "A"',
    'Scheduled: 2027-01-01T00:00:00Z (in 30 d 16 h) blog/b.md "B"',
    'Draft: blog/d.md "D"',
  ]);
});

test("the development server's banner: Draft, or when a post is scheduled; none once public", () => {
  expect(unpublishedNote({ draft: true }, MOMENT)).toMatch(/^Draft: /);
  expect(unpublishedNote({ publishAt: "2026-12-01T09:00:00Z" }, MOMENT - 1)).toMatch(
    /^Scheduled for 2026-12-01T09:00:00Z: /,
  );
  expect(unpublishedNote({ publishAt: "2026-12-01T09:00:00Z" }, MOMENT)).toBeUndefined();
  expect(unpublishedNote({}, MOMENT)).toBeUndefined();
});

test("new:post writes a draft or a scheduled post that the check takes", () => {
  const source = newPostSource({
    id: 30,
    title: "Later",
    slug: "later",
    date: "2026-12-01",
    draft: true,
    publishAt: "2026-12-01T09:00:00Z",
  });
  const { meta } = parsePostSource("blog/later.md", source, { imageProblem: () => undefined });
  expect(meta).toMatchObject({ draft: true, publishAt: "2026-12-01T09:00:00Z" });
  expect(newPostSource({ id: 1, title: "Now", slug: "now", date: "2026-12-01" })).not.toMatch(
    /draft|publishAt/,
  );
});
