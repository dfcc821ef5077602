// The match centre's addresses: a page for every match, team and player of a tournament. Plain
// functions of names the season files already hold, so a link can be made anywhere (fixtures,
// the bracket, standings, stats, search) without reading anything else.
import { slugify } from "~/features/blog/slug";
import type { MatchDate } from "./match-date";
import { isTournamentId, type TournamentId } from "./tournaments";

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

export function matchPath(id: TournamentId, year: number, slug: string): string {
  return `/gaming/${id}/matches/${year}/${slug}`;
}

/** The tournament, year and slug of a match page's address (any letter case, a trailing slash allowed), or undefined for any other path. */
export function matchPageOf(
  pathname: string,
): { id: TournamentId; year: number; slug: string } | undefined {
  const match = /^\/gaming\/([a-z0-9-]+)\/matches\/(\d{4})\/([a-z0-9-]+)\/?$/.exec(
    pathname.toLowerCase(),
  );
  if (!match || !isTournamentId(match[1]!)) return undefined;
  return { id: match[1], year: Number(match[2]), slug: match[3]! };
}

/** Which match-centre page a path is (a match, a team or a player of a tournament), or undefined for any other path. */
export function centrePageOf(
  pathname: string,
): { id: TournamentId; kind: "match" | "team" | "player" } | undefined {
  const match = matchPageOf(pathname);
  if (match) return { id: match.id, kind: "match" };
  const named = /^\/gaming\/([a-z0-9-]+)\/(teams|players)\/([a-z0-9-]+)\/?$/.exec(
    pathname.toLowerCase(),
  );
  if (!named || !isTournamentId(named[1]!)) return undefined;
  return { id: named[1], kind: named[2] === "teams" ? "team" : "player" };
}

/** A team's or player's slug: its name's (names are unique within a tournament; the content check says so). */
export const nameSlug = slugify;

export function teamPath(id: TournamentId, team: string): string {
  return `/gaming/${id}/teams/${nameSlug(team)}`;
}

export function playerPath(id: TournamentId, player: string): string {
  return `/gaming/${id}/players/${nameSlug(player)}`;
}
