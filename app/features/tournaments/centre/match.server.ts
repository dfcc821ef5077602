// The match page of any tournament (/gaming/{id}/matches/{year}/{match}): what every match shows
// (sides, score, stage, day, Watch link, head-to-head, breadcrumbs, JSON-LD), then its sport's
// part (match-football.server.ts, match-cricket.server.ts).
import { matchPath, teamPath, tournamentAddress } from "~/features/tournaments/model/addresses";
import { findEntry, headToHead, tournamentEntries, type MatchEntry } from "./match-entries";
import { cricketPart } from "./match-cricket.server";
import { footballPart } from "./match-football.server";
import { choiceNotFound } from "~/features/tournaments/frame/not-found.server";
import type { CricketMatch } from "~/features/tournaments/model/cricket-season";
import type { FootballMatch, FootballSeason } from "~/features/tournaments/model/football-season";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import {
  tournament,
  tournamentPath,
  type Tournament,
  type TournamentId,
} from "~/features/tournaments/model/tournaments";
import { matchState } from "~/features/tournaments/model/match-status";
import { watchLink, watchLinks } from "~/features/tournaments/model/watch";
import { siteConfig } from "~/site.config";

const fixturesHref = (id: TournamentId, year: number) =>
  `${tournamentPath(id, "fixtures")}?year=${year}`;

/** Every match of the tournament, every season, in order. */
function allEntries(id: TournamentId): MatchEntry[] {
  return tournamentEntries(tournamentContent(id));
}

/**
 * An unknown season or match: a 404 in the tournament's frame, linking to the seasons or to that
 * season's matches. It names no more of the address than its season: the page cache shares it
 * between every such address (the route's handle says which).
 */
function notFound(id: TournamentId, year: string, entries: MatchEntry[]): never {
  const { short } = tournament(id);
  const years = [...new Set(allEntries(id).map((entry) => entry.year))];
  const season = entries.filter((entry) => String(entry.year) === year);
  if (season.length === 0) {
    throw choiceNotFound({
      message: `${short} has no season with matches at this address.`,
      label: "season",
      links: years.map((y) => ({ label: `${y} fixtures`, href: fixturesHref(id, y) })),
    });
  }
  throw choiceNotFound({
    message: `${short} ${year} has no match at this address.`,
    label: "match",
    links: [
      { label: `All ${year} fixtures`, href: fixturesHref(id, Number(year)) },
      ...season.map((entry) => ({
        label: `${entry.label}: ${entry.team1} v ${entry.team2}`,
        href: matchPath(id, entry.year, entry.slug),
      })),
    ],
  });
}

/** Earlier meetings as the page lists them, each linked to its match page. */
function headToHeadView(id: TournamentId, h2h: ReturnType<typeof headToHead>) {
  return {
    wins: h2h.wins,
    draws: h2h.draws,
    meetings: h2h.meetings.map((meeting) => ({
      key: `${meeting.year}-${meeting.slug}`,
      title: `${meeting.year} ${meeting.label}`,
      stage: meeting.stage,
      day: meeting.day.text,
      teams: `${meeting.team1} v ${meeting.team2}`,
      score: meeting.score,
      result: meeting.result,
      state: meeting.state,
      href: matchPath(id, meeting.year, meeting.slug),
    })),
  };
}

export function matchScreen(request: Request, params: { year?: string; match?: string }) {
  const { id } = tournamentAddress(request);
  const info = tournament(id);
  const entries = allEntries(id);
  const year = params.year ?? "";
  const slug = params.match ?? "";
  const entry = /^\d{4}$/.test(year)
    ? findEntry(
        entries.filter((candidate) => candidate.year === Number(year)),
        slug,
      )
    : undefined;
  if (!entry) return notFound(id, year, entries);
  const content = tournamentContent(id);
  const season = content.seasons.get(entry.year)!;
  const match = season.matches[entry.index]!;
  const path = matchPath(id, entry.year, entry.slug);
  const side = (team: string) => ({
    name: team,
    href: teamPath(id, team),
    won: entry.winner === team,
  });
  const h2h = headToHead(entries, entry);
  const common = {
    id,
    name: info.name,
    short: info.short,
    sportName: info.sportName,
    accent: info.accent,
    year: entry.year,
    label: entry.label,
    day: entry.day.text,
    stage: entry.stage,
    path,
    state: matchState(match),
    watch: watchLink(watchLinks(id), match.watch, `${entry.year} ${entry.label}`),
    fixtures: fixturesHref(id, entry.year),
    breadcrumbs: [
      { label: "Gaming", href: "/gaming" },
      { label: info.name, href: tournamentPath(id) },
      { label: `${entry.year} fixtures`, href: fixturesHref(id, entry.year) },
    ],
    headToHead: headToHeadView(id, h2h),
  };
  const sides = [side(entry.team1), side(entry.team2)] as const;
  const part =
    content.sport === "football"
      ? footballPart(id, season as FootballSeason, match as FootballMatch, entry, sides)
      : cricketPart(id, match as CricketMatch, entry, sides);
  return {
    ...common,
    jsonLd: matchJsonLd(info, entry, match, common.watch, part.description),
    ...part,
  };
}

/**
 * The match as a schema.org SportsEvent. schema.org's EventStatusType has no "in progress" or
 * "completed" member (scheduled, cancelled, postponed, rescheduled, moved online), and a match
 * played as planned stays EventScheduled before, during and after play; what tells the states
 * apart is the description, which gives a result only once the match is over.
 */
function matchJsonLd(
  info: Tournament,
  entry: MatchEntry,
  match: FootballMatch | CricketMatch,
  watch: string,
  description: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: `${entry.team1} v ${entry.team2}, ${info.name} ${entry.year} ${entry.label}`,
    description,
    sport: info.sportName,
    startDate: match.date.day.iso,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: watch },
    organizer: { "@type": "Organization", name: siteConfig.brand },
    superEvent: { "@type": "SportsEvent", name: `${info.name} ${entry.year}` },
    homeTeam: { "@type": "SportsTeam", name: entry.team1 },
    awayTeam: { "@type": "SportsTeam", name: entry.team2 },
    competitor: [entry.team1, entry.team2].map((team) => ({ "@type": "SportsTeam", name: team })),
  };
}

export type MatchScreen = ReturnType<typeof matchScreen>;
export type FootballScreen = Extract<MatchScreen, { sport: "football" }>;
export type CricketScreen = Extract<MatchScreen, { sport: "cricket" }>;
