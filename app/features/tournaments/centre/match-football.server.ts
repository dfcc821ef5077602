// The football part of a match page: the score with extra time and penalties, every goal by
// minute, and the group table after the match or the match's place in the bracket.
import { matchPath, playerPath, teamPath } from "~/features/tournaments/model/addresses";
import {
  bookingRows,
  knockoutPosition,
  shootoutText,
  tableAfterMatch,
  timelineRows,
  type TieSource,
} from "~/features/tournaments/figures/football-match";
import { footballGame } from "~/features/tournaments/figures/form";
import { isLive, matchState, type MatchState } from "~/features/tournaments/model/match-status";
import { tableRules } from "~/features/tournaments/figures/standings";
import type { FootballMatch, FootballSeason } from "~/features/tournaments/model/football-season";
import {
  tournament,
  tournamentPath,
  type TournamentId,
} from "~/features/tournaments/model/tournaments";
import { withExtras } from "~/features/tournaments/bar/rows";
import { footballMatchEntries, type MatchEntry, type Side } from "./match-entries";

/** The group table after a group match, each side's form as it stood then (like the standings' Form column). */
function groupTableAfter(
  id: TournamentId,
  table: NonNullable<ReturnType<typeof tableAfterMatch>>,
  entry: MatchEntry,
  live: boolean,
) {
  return {
    caption: `Group ${table.group} ${live ? "as it stands" : `after ${entry.label}`}`,
    rows: withExtras(
      table.rows,
      table.played.map(footballGame),
      (team) => teamPath(id, team),
      (slug) => matchPath(id, entry.year, slug),
    ),
    teams: [entry.team1, entry.team2],
    href: `${tournamentPath(id, "standings")}?year=${entry.year}&group=${table.group}`,
  };
}

/** A knockout's place in the bracket: the ties that sent its sides, and the tie its winner plays next. */
function knockoutLinks(
  knockout: NonNullable<ReturnType<typeof knockoutPosition>>,
  entry: MatchEntry,
  pathOf: (played: FootballMatch | undefined) => string | undefined,
) {
  const tieLink = (source: TieSource) => ({ text: source.text, href: pathOf(source.match) });
  return {
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
  };
}

/** The line under the score: who won, or that it is being played or yet to begin. */
function resultTexts(match: FootballMatch, entry: MatchEntry, shootout: string | undefined) {
  const state = matchState(match);
  if (state.kind === "live") return { result: "In play", scoreNote: "The score so far" };
  if (state.kind === "scheduled")
    return {
      result: "Not started",
      scoreNote: state.kickoff ? `Kick-off ${state.kickoff}` : "Kick-off to be announced",
    };
  return {
    result: shootout ?? (entry.winner ? `${entry.winner} won` : "Draw"),
    scoreNote: match.extraTime ? "After extra time" : "Full time",
  };
}

/** "Dortmund 2-1 Palmeiras"; "Palmeiras 1-1 Ulsan HD, live at 67′" so far; "Ulsan HD v Dortmund, kick-off 20:00" before it begins. */
function headline(match: FootballMatch, entry: MatchEntry, state: MatchState): string {
  const score = `${entry.team1} ${match.goals1}-${match.goals2} ${entry.team2}`;
  if (state.kind === "live") return `${score}, live${state.clock ? ` at ${state.clock}` : ""}`;
  if (state.kind === "scheduled")
    return `${entry.team1} v ${entry.team2}${state.kickoff ? `, kick-off ${state.kickoff}` : ""}`;
  return score;
}

export function footballPart(
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
  const state = matchState(match);
  const score = (goals: number) => (state.kind === "scheduled" ? "–" : String(goals));
  return {
    sport: "football" as const,
    pageName: `${headline(match, entry, state)} - ${info.short} ${entry.year} ${entry.label}`,
    description: `${headline(match, entry, state)}${match.extraTime ? " after extra time" : ""}${shootout ? ` (${shootout})` : ""}, ${entry.stage} of the ${info.name} ${entry.year}, ${entry.day.text}: every goal by minute${table ? ", the group table after the match" : ", the bracket"} and the head-to-head.`,
    sides: [
      {
        ...sides[0],
        score: score(match.goals1),
        detail: match.penalties ? `${match.penalties.team1} pens` : undefined,
      },
      {
        ...sides[1],
        score: score(match.goals2),
        detail: match.penalties ? `${match.penalties.team2} pens` : undefined,
      },
    ] as const,
    ...resultTexts(match, entry, shootout),
    football: {
      bookings: bookingRows(match).map((row) => ({
        ...row,
        key: `${row.kind}-${row.minute}-${row.player}`,
        playerHref: playerPath(id, row.player),
        otherHref: row.other ? playerPath(id, row.other) : undefined,
      })),
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
      table: table ? groupTableAfter(id, table, entry, isLive(match)) : undefined,
      knockout: knockout ? knockoutLinks(knockout, entry, pathOf) : undefined,
    },
    cricket: undefined,
  };
}
