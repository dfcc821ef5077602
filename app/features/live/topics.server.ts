import { isDeepStrictEqual } from "node:util";
import type { ContentSnapshot } from "~/features/content/current.server";
import { TOURNAMENT_IDS, type TournamentId } from "~/features/tournaments/model/tournaments";
import { GAMING_TOPIC, TOPIC_SEPARATOR } from "./contract";

// The topics of the live stream, read strictly at the door (/live), and which of them a reload
// changed. A season is its own topic; the hub's topic follows every season.

/** A page follows a few topics (its season, the hub): more than this is not a page of ours. */
export const MAX_TOPICS = 8;

/** A content version as the loader writes it (a short hash): what the stream's events carry as ids. */
const VERSION = /^[0-9a-f]{12}$/;
const SEASON_TOPIC = /^([a-z]+)\/(\d{4})$/;

/** The topic of a tournament's season: "ucc/2025". */
export function seasonTopic(id: TournamentId, year: number): string {
  return `${id}/${year}`;
}

/** Whether `text` is written as a content version is (it may still be one this server never had). */
export function isContentVersion(text: string): boolean {
  return VERSION.test(text);
}

export type ParsedTopics = { ok: true; topics: string[] } | { ok: false; problem: string };

/**
 * The topics a stream asks for (`a,b`): each the hub's or a season the content has, none twice,
 * at least one and at most MAX_TOPICS. Anything else is refused with a sentence saying why.
 */
export function parseTopics(text: string, snapshot: ContentSnapshot): ParsedTopics {
  const topics = text.split(TOPIC_SEPARATOR);
  if (text === "") return { ok: false, problem: "topics is empty" };
  if (topics.length > MAX_TOPICS)
    return { ok: false, problem: `at most ${MAX_TOPICS} topics, not ${topics.length}` };
  for (const [index, topic] of topics.entries()) {
    const shown = JSON.stringify(topic.length > 40 ? `${topic.slice(0, 40)}…` : topic);
    if (topics.indexOf(topic) !== index) return { ok: false, problem: `topic ${shown} twice` };
    if (topic === GAMING_TOPIC) continue;
    const [, id = "", year = ""] = SEASON_TOPIC.exec(topic) ?? [];
    if (!id)
      return {
        ok: false,
        problem: `topic ${shown} is neither "${GAMING_TOPIC}" nor a season ({tournament}/{year})`,
      };
    const tournament = (TOURNAMENT_IDS as readonly string[]).includes(id)
      ? snapshot.tournaments[id as TournamentId]
      : undefined;
    if (!tournament?.seasons.has(Number(year)))
      return { ok: false, problem: `topic ${shown}: no such season` };
  }
  return { ok: true, topics };
}

/**
 * The topics a reload from `before` to `after` changed: each season whose file added, removed
 * or changed anything, and the hub's topic with them. A file rewritten with the same data (a
 * comment, the order of keys) changes nothing; unchanged files keep their parsed data, so most
 * seasons compare as one object.
 */
export function changedTopics(before: ContentSnapshot, after: ContentSnapshot): string[] {
  const changed: string[] = [];
  for (const id of TOURNAMENT_IDS) {
    const old = before.tournaments[id].seasons as ReadonlyMap<number, unknown>;
    const next = after.tournaments[id].seasons as ReadonlyMap<number, unknown>;
    const years = [...new Set([...old.keys(), ...next.keys()])].sort((a, b) => a - b);
    for (const year of years) {
      const a = old.get(year);
      const b = next.get(year);
      if (a !== b && !isDeepStrictEqual(a, b)) changed.push(seasonTopic(id, year));
    }
  }
  return changed.length > 0 ? [...changed, GAMING_TOPIC] : [];
}
