// A cricket season's data checks (checks.ts: what they share): who plays whom, the date texts,
// scorecards against the totals, the innings' length, the over-by-over record
// (cricket-overs-checks.ts), the finalists, one team per player.
import { leagueTable, type TableRules } from "~/features/tournaments/figures/standings";
import {
  cricketSides,
  MAX_BALLS,
  MAX_WICKETS,
  type CricketMatch,
  type CricketSeason,
  type InningsScore,
} from "~/features/tournaments/model/cricket-season";
import {
  at,
  dateLabelProblems,
  matchSlugProblems,
  repeatedPairs,
  uniqueSlugs,
  type Check,
} from "./checks";
import { isLive } from "~/features/tournaments/model/match-status";
import { cricketOversAddUp } from "./cricket-overs-checks";
import { cricketStatusRules } from "./status-checks";

const sides = (match: CricketMatch) => match.innings.map((innings) => innings.team);

export const cricketDateLabels: Check<CricketSeason> = (season) =>
  dateLabelProblems(season.matches, (stage) => (stage === "League" ? undefined : stage));

/** Every match is between two different teams of the season, and each league pairing meets once. */
export const cricketTeamsBelong: Check<CricketSeason> = (season) => {
  const teams = new Set(season.teams.map((team) => team.name));
  const problems = season.matches.flatMap((match, index) => {
    const [a, b] = sides(match);
    const out = [a!, b!]
      .filter((team) => !teams.has(team))
      .map((team) => `${at(match, index)}: "${team}" is not a team of ${season.year}`);
    if (a === b) out.push(`${at(match, index)}: ${a} cannot play itself`);
    return out;
  });
  const league = season.matches.flatMap((match, index) =>
    match.stage === "League"
      ? [
          [match.innings[0].team, match.innings[1].team, at(match, index)] as [
            string,
            string,
            string,
          ],
        ]
      : [],
  );
  return [...problems, ...repeatedPairs(league)];
};

/** Batters' runs never exceed the total, bowlers' wickets and runs never exceed the innings', and no more batters than could have batted. */
export const cricketScorecardsAddUp: Check<CricketSeason> = (season) =>
  season.matches.flatMap((match, index) =>
    match.innings.flatMap((innings, i) => {
      const where = `${at(match, index)}: innings.${i} (${innings.team})`;
      const problems: string[] = [];
      const batted = sum(innings.batting.map((entry) => entry.runs));
      if (batted > innings.runs)
        problems.push(
          `${where}: batters' runs add up to ${batted}, more than the total of ${innings.runs}`,
        );
      if (innings.batting.length > innings.wickets + 2)
        problems.push(`${where}: ${innings.batting.length} batters for ${innings.wickets} wickets`);
      const taken = sum(innings.bowling.map((entry) => entry.wickets));
      if (taken > innings.wickets)
        problems.push(
          `${where}: bowlers' wickets add up to ${taken}, more than the ${innings.wickets} that fell`,
        );
      const conceded = sum(innings.bowling.map((entry) => entry.runs ?? 0));
      if (conceded > innings.runs)
        problems.push(
          `${where}: bowlers conceded ${conceded}, more than the total of ${innings.runs}`,
        );
      return problems;
    }),
  );

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** An innings ends at 30 balls, at 5 wickets, or when the chase passes the target; a live chase is still going. */
export function inningsLengthProblems(
  [first, second]: readonly [InningsScore, InningsScore],
  where: string,
  live = false,
): string[] {
  const problems: string[] = [];
  if (first.balls < MAX_BALLS && first.wickets < MAX_WICKETS)
    problems.push(
      `${where}: ${first.team} stopped after ${first.balls} balls without being bowled out`,
    );
  const chased = second.runs > first.runs;
  if (!live && second.balls < MAX_BALLS && second.wickets < MAX_WICKETS && !chased)
    problems.push(
      `${where}: ${second.team} stopped after ${second.balls} balls short of the target`,
    );
  if (chased && second.wickets >= MAX_WICKETS)
    problems.push(`${where}: ${second.team} passed the target but lost all ${MAX_WICKETS} wickets`);
  return problems;
}

export const cricketInningsLength: Check<CricketSeason> = (season) =>
  season.matches.flatMap((match, index) =>
    inningsLengthProblems(match.innings, at(match, index), isLive(match)),
  );

/** The Grand Final is played once, by the top two of the completed league table. */
export const cricketFinalistsQualified: Check<CricketSeason> = (season, rules) => {
  const finals = season.matches
    .map((match, index) => ({ match, index }))
    .filter(({ match }) => match.stage === "Grand Final");
  const qualified = leagueTable(rules, season)
    .filter((row) => row.qualified)
    .map((row) => row.team);
  return finals.flatMap(({ match, index }, n) => {
    const where = at(match, index);
    if (n > 0) return [`${where}: the Grand Final is played twice`];
    if (qualified.length < 2)
      return [`${where}: the Grand Final is played before the league is complete`];
    const [a, b] = sides(match);
    if (qualified.includes(a!) && qualified.includes(b!) && a !== b) return [];
    return [`${where}: the Grand Final should be ${qualified.join(" v ")}, not ${a} v ${b}`];
  });
};

/** A player plays for one team all season: batting for it, bowling against its opponents. */
export const cricketUniquePlayers: Check<CricketSeason> = (season) => {
  const teamOf = new Map<string, string>();
  const problems = new Set<string>();
  for (const {
    innings: [first, second],
  } of season.matches) {
    const entries = [
      ...first.batting.map((entry) => [entry.player, first.team] as const),
      ...first.bowling.map((entry) => [entry.player, second.team] as const),
      ...second.batting.map((entry) => [entry.player, second.team] as const),
      ...second.bowling.map((entry) => [entry.player, first.team] as const),
    ];
    for (const [player, team] of entries) {
      const known = teamOf.get(player);
      if (known === undefined) teamOf.set(player, team);
      else if (known !== team)
        problems.add(`matches: ${player} appears for both ${known} and ${team}`);
    }
  }
  return [...problems];
};

export const cricketUniqueSlugs: Check<CricketSeason> = (season) =>
  matchSlugProblems(season.matches.map((match) => ({ date: match.date, ...cricketSides(match) })));

export const CRICKET_CHECKS = [
  cricketUniqueSlugs,
  cricketTeamsBelong,
  cricketDateLabels,
  cricketScorecardsAddUp,
  cricketInningsLength,
  cricketOversAddUp,
  cricketFinalistsQualified,
  cricketUniquePlayers,
  cricketStatusRules,
  uniqueSlugs,
];

export function checkCricketSeason(season: CricketSeason, rules: TableRules): string[] {
  return CRICKET_CHECKS.flatMap((check) => check(season, rules));
}
