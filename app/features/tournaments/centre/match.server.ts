// The match page of any tournament (/gaming/{id}/matches/{year}/{match}): what every match shows
// (sides, score, stage, day, Watch link, head-to-head, breadcrumbs, JSON-LD), then its sport's part.
import {
  matchPath,
  playerPath,
  teamPath,
  tournamentAddress,
} from "~/features/tournaments/model/addresses";
import { inningsScoreText, oversNotation } from "~/features/tournaments/figures/cricket";
import {
  oversText,
  rateText,
  resultLine,
  runRates,
  scorecard,
} from "~/features/tournaments/figures/cricket-match";
import {
  knockoutPosition,
  shootoutText,
  tableAfterMatch,
  timelineRows,
  type TieSource,
} from "~/features/tournaments/figures/football-match";
import { findEntry, footballMatchEntries, headToHead, type MatchEntry } from "./match-entries";
import { tournamentEntries } from "./match-handle";
import { choiceNotFound } from "~/features/tournaments/frame/not-found.server";
import { MAX_BALLS, type CricketMatch } from "~/features/tournaments/model/cricket-season";
import {
  type FootballMatch,
  type FootballSeason,
} from "~/features/tournaments/model/football-season";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import { tableRules } from "~/features/tournaments/figures/standings";
import {
  tournament,
  tournamentPath,
  type TournamentId,
} from "~/features/tournaments/model/tournaments";
import { withExtras } from "~/features/tournaments/bar/rows";
import { watchLink, watchLinks } from "~/features/tournaments/model/watch";
import { footballGame } from "~/features/tournaments/figures/form";
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
    watch: watchLink(watchLinks(id), match.watch, `${entry.year} ${entry.label}`),
    fixtures: fixturesHref(id, entry.year),
    breadcrumbs: [
      { label: "Gaming", href: "/gaming" },
      { label: info.name, href: tournamentPath(id) },
      { label: `${entry.year} fixtures`, href: fixturesHref(id, entry.year) },
    ],
    headToHead: {
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
        href: matchPath(id, meeting.year, meeting.slug),
      })),
    },
  };
  const sides = [side(entry.team1), side(entry.team2)] as const;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: `${entry.team1} v ${entry.team2}, ${info.name} ${entry.year} ${entry.label}`,
    sport: info.sportName,
    startDate: match.date.day.iso,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: common.watch },
    organizer: { "@type": "Organization", name: siteConfig.brand },
    superEvent: { "@type": "SportsEvent", name: `${info.name} ${entry.year}` },
    homeTeam: { "@type": "SportsTeam", name: entry.team1 },
    awayTeam: { "@type": "SportsTeam", name: entry.team2 },
    competitor: [entry.team1, entry.team2].map((team) => ({ "@type": "SportsTeam", name: team })),
  };
  if (content.sport === "football")
    return {
      ...common,
      jsonLd,
      ...footballPart(id, season as FootballSeason, match as FootballMatch, entry, sides),
    };
  return { ...common, jsonLd, ...cricketPart(id, match as CricketMatch, entry, sides) };
}

type Side = { name: string; href: string; won: boolean };

function footballPart(
  id: TournamentId,
  season: FootballSeason,
  match: FootballMatch,
  entry: MatchEntry,
  sides: readonly [Side, Side],
) {
  const info = tournament(id);
  const shootout = shootoutText(match);
  const table = tableAfterMatch(season, entry.index, tableRules(info));
  const knockout = knockoutPosition(season, match);
  const slugs = footballMatchEntries(season).map((other) => other.slug);
  const pathOf = (played: FootballMatch | undefined) =>
    played ? matchPath(id, entry.year, slugs[season.matches.indexOf(played)]!) : undefined;
  const tieLink = (source: TieSource) => ({ text: source.text, href: pathOf(source.match) });
  const scoreText = `${match.goals1}-${match.goals2}`;
  const result = shootout ?? (entry.winner ? `${entry.winner} won` : "Draw");
  return {
    sport: "football" as const,
    pageName: `${entry.team1} ${scoreText} ${entry.team2} - ${info.short} ${entry.year} ${entry.label}`,
    description: `${entry.team1} ${scoreText}${match.extraTime ? " after extra time" : ""} ${entry.team2}${shootout ? ` (${shootout})` : ""}, ${entry.stage} of the ${info.name} ${entry.year}, ${entry.day.text}: every goal by minute${table ? ", the group table after the match" : ", the bracket"} and the head-to-head.`,
    sides: [
      {
        ...sides[0],
        score: String(match.goals1),
        detail: match.penalties ? `${match.penalties.team1} pens` : undefined,
      },
      {
        ...sides[1],
        score: String(match.goals2),
        detail: match.penalties ? `${match.penalties.team2} pens` : undefined,
      },
    ] as const,
    result,
    scoreNote: match.extraTime ? "After extra time" : "Full time",
    football: {
      timeline: timelineRows(match).map((row) =>
        row.kind === "break"
          ? { ...row, key: row.label, score: row.score.join("-") }
          : {
              ...row,
              key: `${row.minute ?? "?"}-${row.scorer}-${row.score.join("-")}`,
              score: row.score.join("-"),
              minuteText: row.minute === undefined ? "–" : `${row.minute}'`,
              scorerHref: playerPath(id, row.scorer),
              assistHref: row.assist ? playerPath(id, row.assist) : undefined,
            },
      ),
      minutesKnown: match.events.every((event) => event.minute !== undefined),
      shootout,
      table: table
        ? {
            caption: `Group ${table.group} after ${entry.label}`,
            // Each side's form as it stood after this match, like the standings' Form column.
            rows: withExtras(
              table.rows,
              table.played.map(footballGame),
              (team) => teamPath(id, team),
              (slug) => matchPath(id, entry.year, slug),
            ),
            teams: [entry.team1, entry.team2],
            href: `${tournamentPath(id, "standings")}?year=${entry.year}&group=${table.group}`,
          }
        : undefined,
      knockout: knockout
        ? {
            round: knockout.round,
            sources: knockout.sources.map(tieLink),
            next: knockout.next
              ? {
                  stage: knockout.next.stage,
                  href: pathOf(knockout.next.match),
                  other: knockout.next.other,
                  otherHref: pathOf(knockout.next.otherMatch),
                  opponent: knockout.next.match
                    ? [knockout.next.match.team1, knockout.next.match.team2].find(
                        (team) => team !== entry.winner,
                      )
                    : undefined,
                }
              : undefined,
          }
        : undefined,
    },
    cricket: undefined,
  };
}

function cricketPart(
  id: TournamentId,
  match: CricketMatch,
  entry: MatchEntry,
  sides: readonly [Side, Side],
) {
  const info = tournament(id);
  const [first, second] = match.innings;
  const result = resultLine(match.innings);
  const rates = runRates(match.innings);
  const card = (innings: CricketMatch["innings"][number]) => {
    const figures = scorecard(innings);
    return {
      ...figures,
      score: inningsScoreText(innings),
      overs: oversNotation(innings.balls),
      runRateText: rateText(figures.runRate),
      batting: figures.batting.map((line) => ({
        ...line,
        href: playerPath(id, line.player),
        strikeRateText: rateText(line.strikeRate),
      })),
      bowling: figures.bowling.map((line) => ({
        ...line,
        href: playerPath(id, line.player),
        oversText: oversText(line.balls),
        economyText: rateText(line.economy),
      })),
    };
  };
  return {
    sport: "cricket" as const,
    pageName: `${first.team} ${inningsScoreText(first)} v ${second.team} ${inningsScoreText(second)} - ${info.short} ${entry.year} ${entry.label}`,
    description: `${first.team} ${inningsScoreText(first)} (${oversNotation(first.balls)} ov) v ${second.team} ${inningsScoreText(second)} (${oversNotation(second.balls)} ov), ${entry.stage === "League" ? "a league match" : "the Grand Final"} of the ${info.name} ${entry.year}, ${entry.day.text}: ${result}. Both scorecards, run rates and the head-to-head.`,
    sides: [
      {
        ...sides[0],
        score: inningsScoreText(first),
        detail: `${oversNotation(first.balls)} overs`,
      },
      {
        ...sides[1],
        score: inningsScoreText(second),
        detail: `${oversNotation(second.balls)} overs`,
      },
    ] as const,
    result,
    scoreNote: `Target ${rates.target} from ${oversNotation(MAX_BALLS)} overs`,
    football: undefined,
    cricket: {
      innings: [card(first), card(second)] as const,
      rates: {
        first: { team: rates.first.team, rate: rates.first.rate, text: rateText(rates.first.rate) },
        second: {
          team: rates.second.team,
          rate: rates.second.rate,
          text: rateText(rates.second.rate),
        },
        required: rates.required,
        requiredText: rateText(rates.required),
        target: rates.target,
      },
    },
  };
}

export type MatchScreen = ReturnType<typeof matchScreen>;
export type FootballScreen = Extract<MatchScreen, { sport: "football" }>;
export type CricketScreen = Extract<MatchScreen, { sport: "cricket" }>;
