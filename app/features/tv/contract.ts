import { AD_LOGOS, type AdLogo, type ScheduledItem } from "./schedule";

/**
 * GET /api/tv/{channel} as both sides see it: what api.server.ts answers and the TV player
 * reads. Browser-safe (no server imports): the island's bundle includes it.
 */

/** Where a channel's current list came from. */
export type ListOrigin = "youtube" | "last-good" | "bundled";
const LIST_ORIGINS: readonly ListOrigin[] = ["youtube", "last-good", "bundled"];

/** The body of GET /api/tv/{channel}. Times are epoch milliseconds of the server's clock. */
export type TvAnswer = {
  channel: string;
  serverTime: number;
  origin: ListOrigin;
  /** What plays now: play it from `from + (serverTime - startsAt) / 1000` seconds. */
  current: ScheduledItem;
  next: ScheduledItem[];
};

/** An unknown channel (404). */
export type TvNotFound = { error: string; channels: readonly string[] };

/** The address of a channel's schedule under the API's base path. */
export function tvAnswerUrl(apiPath: string, channel: string): string {
  return `${apiPath}/${channel}`;
}

type Fields = { readonly [key: string]: unknown };

function isObject(value: unknown): value is Fields {
  return typeof value === "object" && value !== null;
}

const isTime = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

function isAdLogo(value: unknown): value is AdLogo {
  return AD_LOGOS.some((logo) => logo === value);
}

function isListOrigin(value: unknown): value is ListOrigin {
  return LIST_ORIGINS.some((origin) => origin === value);
}

function isScheduledItem(value: unknown): value is ScheduledItem {
  if (
    !isObject(value) ||
    !isTime(value.startsAt) ||
    !isTime(value.endsAt) ||
    !isTime(value.from) ||
    !isTime(value.duration)
  )
    return false;
  if (value.kind === "video")
    return typeof value.id === "string" && typeof value.title === "string";
  return value.kind === "ad" && isAdLogo(value.logo);
}

/**
 * The answer for `channel`, or undefined when the body is not one: it crossed the network, so
 * the player checks it instead of trusting a cast.
 */
export function readTvAnswer(body: unknown, channel: string): TvAnswer | undefined {
  if (
    !isObject(body) ||
    body.channel !== channel ||
    !isTime(body.serverTime) ||
    !isListOrigin(body.origin)
  )
    return undefined;
  const { current, next } = body;
  if (!isScheduledItem(current) || !Array.isArray(next) || !next.every(isScheduledItem))
    return undefined;
  return { channel, serverTime: body.serverTime, origin: body.origin, current, next };
}
