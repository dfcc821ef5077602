import { parseIsoDate } from "./dates";

/**
 * When a post is public. `draft: true` keeps it out of every public place; `publishAt` keeps it
 * out until that moment. Both are decided when serving, from the content and the clock, so a
 * scheduled post appears at its time on every instance without a reload.
 */
export type Schedule = { draft?: boolean; publishAt?: string };

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

/** What a publishAt must look like, as the content check says it. */
export const PUBLISH_AT_FORMAT =
  "a date YYYY-MM-DD (midnight UTC) or a time with its zone, 2026-12-01T09:00:00Z or 2026-12-01T10:00:00+01:00";

/**
 * The moment a publishAt names (ms since the epoch), or undefined when it is not one. A bare
 * date is midnight UTC (every instance agrees whatever its time zone); a time must name its zone
 * (Z or an offset), since "09:00" alone would be a different moment on each machine.
 */
export function parsePublishAt(value: string): number | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return parseIsoDate(value) === undefined ? undefined : Date.parse(`${value}T00:00:00Z`);
  const match = DATE_TIME.exec(value);
  if (!match) return undefined;
  const [, , , , hour, minute, second = "0", zone] = match;
  if (parseIsoDate(value.slice(0, 10)) === undefined) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  if (zone !== "Z" && (Number(zone!.slice(1, 3)) > 23 || Number(zone!.slice(4)) > 59))
    return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

/** The moment a post goes public (ms), -Infinity when it always has been, undefined for a draft (never). */
function publicFrom(schedule: Schedule): number | undefined {
  if (schedule.draft) return undefined;
  if (schedule.publishAt === undefined) return -Infinity;
  return parsePublishAt(schedule.publishAt) ?? undefined;
}

/** Whether a post is public at `t` (ms): not a draft, and its moment (if any) reached. */
export function isPublicAt(schedule: Schedule, t: number): boolean {
  const from = publicFrom(schedule);
  return from !== undefined && from <= t;
}

/**
 * The moments at which the set of public posts changes, sorted and distinct: the publishAt of
 * every post that is not a draft.
 */
export function scheduledMoments(schedules: Iterable<Schedule>): number[] {
  const moments = new Set<number>();
  for (const schedule of schedules) {
    const from = publicFrom(schedule);
    if (from !== undefined && from !== -Infinity) moments.add(from);
  }
  return [...moments].sort((a, b) => a - b);
}

/** How many of the sorted `moments` are at or before `t`: the same number means the same public posts. */
export function visibilityEpoch(moments: readonly number[], t: number): number {
  let low = 0;
  let high = moments.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (moments[middle]! <= t) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first of the sorted `moments` after `t`, or undefined when nothing more is scheduled. */
export function nextMoment(moments: readonly number[], t: number): number | undefined {
  return moments[visibilityEpoch(moments, t)];
}

/**
 * What the development server's banner says of a post that is not public at `t`: "Draft", or
 * when it is scheduled; undefined for a public post.
 */
export function unpublishedNote(schedule: Schedule, t: number): string | undefined {
  if (schedule.draft) return "Draft: only the development server shows this post";
  const from = publicFrom(schedule);
  if (from === undefined || from <= t) return undefined;
  return `Scheduled for ${new Date(from).toISOString().replace(".000Z", "Z")}: only the development server shows it until then`;
}

/**
 * A page's Cache-Control with its shared lifetimes cut so that neither its freshness (s-maxage)
 * nor the time a CDN may serve it stale after that (stale-while-revalidate) runs past `until`
 * (ms), the next scheduled moment: what a page shows may change then. Unchanged without one.
 */
export function cacheControlUntil(cacheControl: string, at: number, until: number | undefined) {
  if (until === undefined) return cacheControl;
  const left = Math.max(0, Math.floor((until - at) / 1000));
  const sMaxage = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl);
  if (!sMaxage) return cacheControl;
  const fresh = Math.min(Number(sMaxage[1]), left);
  return cacheControl
    .replace(/s-maxage=\d+/, `s-maxage=${fresh}`)
    .replace(
      /stale-while-revalidate=(\d+)/,
      (_, stale: string) => `stale-while-revalidate=${Math.min(Number(stale), left - fresh)}`,
    );
}

/** "in 3 d 4 h", "in 5 min": how far off a moment is, as check:content says it. */
function inTime(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `in ${hours} h ${minutes % 60} min`;
  return `in ${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/**
 * What is not public at `now`, as check:content lists it: each scheduled post with its moment
 * (earliest first) and how far off it is, then each draft.
 */
export function unpublishedLines(
  posts: readonly { file: string; meta: Schedule & { title: string } }[],
  now: number,
): string[] {
  const scheduled = posts
    .flatMap(({ file, meta }) => {
      const from = publicFrom(meta);
      return from !== undefined && from > now ? [{ file, title: meta.title, from }] : [];
    })
    .sort((a, b) => a.from - b.from)
    .map(
      ({ file, title, from }) =>
        `Scheduled: ${new Date(from).toISOString().replace(".000Z", "Z")} (${inTime(from - now)}) ${file} "${title}"`,
    );
  const drafts = posts
    .filter(({ meta }) => meta.draft)
    .map(({ file, meta }) => `Draft: ${file} "${meta.title}"`);
  return [...scheduled, ...drafts];
}
