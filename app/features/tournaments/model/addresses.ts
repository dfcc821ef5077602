// A tournament's addresses, made and read: a page for every match, team and player of the match
// centre, plain functions of names the season files already hold, so a link can be made anywhere
// (fixtures, the bracket, standings, stats, search) without reading anything else; and the one
// reader of any address under a tournament (`tournamentAddress`).
import { slugify } from "~/features/blog/slug";
import type { MatchDate } from "./match-date";
import {
  isTournamentId,
  TOURNAMENT_PAGES,
  type TournamentId,
  type TournamentPage,
} from "./tournaments";

/**
 * A match's slug within its season: "grand-final" for the final (one a season), otherwise its
 * label and the two teams, "match-3-dortmund-v-sydney-fc" or "semifinal-1-ajax-v-porto", so a
 * shared link says what it is.
 */
export function matchSlug(match: { date: MatchDate; team1: string; team2: string }): string {
  const { label } = match.date;
  return label === "Grand Final"
    ? "grand-final"
    : slugify(`${label} ${match.team1} v ${match.team2}`);
}

/** Slugs used by more than one match of a season (the content check refuses them: each match needs its own address). */
export function repeatedSlugs(
  matches: readonly { date: MatchDate; team1: string; team2: string }[],
): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const match of matches) {
    const slug = matchSlug(match);
    if (seen.has(slug)) repeated.add(slug);
    seen.add(slug);
  }
  return [...repeated];
}

export function matchPath(id: TournamentId, year: number, slug: string): string {
  return `/gaming/${id}/matches/${year}/${slug}`;
}

/** What a tournament's address names, as `tournamentAddress` reads it. */
export type TournamentAddress = {
  id: TournamentId;
  /** A page of the tournament bar ("" its home); undefined for any other address under the tournament. */
  page: TournamentPage | undefined;
  /** A page of the match centre: a match (its season and slug), a team or a player (its slug). */
  centre:
    | { kind: "match"; year: number; slug: string }
    | { kind: "team" | "player"; slug: string }
    | undefined;
};

const UNDER_TOURNAMENT = /^\/gaming\/([^/]+)(.*)$/;
const BAR_PAGE = /^(?:\/([a-z]+))?\/?$/;
const MATCH_PAGE = /^\/matches\/(\d{4})\/([a-z0-9-]+)\/?$/;
const NAMED_PAGE = /^\/(teams|players)\/([a-z0-9-]+)\/?$/;

function barPage(rest: string): TournamentPage | undefined {
  const match = BAR_PAGE.exec(rest);
  if (!match) return undefined;
  return TOURNAMENT_PAGES.find((entry) => entry.page === (match[1] ?? ""))?.page;
}

function centrePage(rest: string): TournamentAddress["centre"] {
  const match = MATCH_PAGE.exec(rest);
  if (match) return { kind: "match", year: Number(match[1]), slug: match[2]! };
  const named = NAMED_PAGE.exec(rest);
  if (named) return { kind: named[1] === "teams" ? "team" : "player", slug: named[2]! };
  return undefined;
}

/**
 * The one reader of a tournament's address (any letter case, a trailing slash allowed): which
 * tournament a request, a route's path or the layout's location is under (/gaming/{id}/…), and
 * which of its pages it is, with a match page's season. Undefined outside every tournament; a
 * request always is in one (the routes mount the tournament pages under their tournament only).
 */
export function tournamentAddress(request: Request): TournamentAddress;
export function tournamentAddress(pathname: string): TournamentAddress | undefined;
export function tournamentAddress(from: Request | string): TournamentAddress | undefined {
  const pathname = typeof from === "string" ? from : new URL(from.url).pathname;
  const [, id = "", rest = ""] = UNDER_TOURNAMENT.exec(pathname.toLowerCase()) ?? [];
  if (isTournamentId(id)) return { id, page: barPage(rest), centre: centrePage(rest) };
  if (typeof from === "string") return undefined;
  throw new Error(`${from.url} is not a tournament's page`);
}

/** A team's or player's slug: its name's (names are unique within a tournament; the content check says so). */
export const nameSlug = slugify;

export function teamPath(id: TournamentId, team: string): string {
  return `/gaming/${id}/teams/${nameSlug(team)}`;
}

export function playerPath(id: TournamentId, player: string): string {
  return `/gaming/${id}/players/${nameSlug(player)}`;
}
