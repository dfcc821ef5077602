// Data checks beyond the schemas: what a single field cannot say about a season. Each check
// returns its problems (empty when the data is sound); the loader refuses a season with any.
import { seasonNames } from "~/features/tournaments/model/names";
import { nameSlug, repeatedSlugs } from "~/features/tournaments/model/addresses";
import { leagueTable, type TableRules } from "~/features/tournaments/figures/standings";
import { knockoutPairings } from "~/features/tournaments/figures/knockouts";
import {
  cricketSides,
  MAX_BALLS,
  MAX_WICKETS,
  type CricketMatch,
  type CricketSeason,
  type InningsScore,
} from "~/features/tournaments/model/cricket-season";
import {
  FOOTBALL_KNOCKOUT_STAGES,
  type FootballSeason,
} from "~/features/tournaments/model/football-season";
import {
  type CricketQualifiers,
  type FootballQualifiers,
} from "~/features/tournaments/model/qualifiers";
import type { MatchDate } from "~/features/tournaments/model/match-date";

/** A check of a season; the table rules are the tournament's (who qualified depends on them). */
type Check<S> = (season: S, rules: TableRules) => string[];

const at = (match: { date: MatchDate }, index: number) => `matches.${index} (${match.date.text})`;

/** Every match is between two different teams of the season; a group match, two teams of that group. */
export const footballTeamsBelong: Check<FootballSeason> = (season) => {
  const groupOf = new Map(season.teams.map((team) => [team.name, team.group]));
  return season.matches.flatMap((match, index) => {
    const problems: string[] = [];
    if (match.team1 === match.team2)
      problems.push(`${at(match, index)}: ${match.team1} cannot play itself`);
    const group = match.stage.startsWith("Group ") ? match.stage.slice("Group ".length) : undefined;
    for (const team of [match.team1, match.team2]) {
      if (!groupOf.has(team))
        problems.push(`${at(match, index)}: "${team}" is not a team of ${season.year}`);
      else if (group && groupOf.get(team) !== group)
        problems.push(
          `${at(match, index)}: ${team} is in group ${groupOf.get(team)}, not group ${group}`,
        );
    }
    return problems;
  });
};

/** A date text's label fits the stage: "Match N" (each N once) in a group or league, the stage's name in a knockout. */
function dateLabelProblems(
  matches: readonly { date: MatchDate; stage: string }[],
  labelFor: (stage: string) => string | undefined,
): string[] {
  const numbers = new Set<string>();
  return matches.flatMap((match, index) => {
    const { label } = match.date;
    const expected = labelFor(match.stage);
    if (expected !== undefined)
      return label === expected
        ? []
        : [`${at(match, index)}: the date text of a ${match.stage} begins "${expected}"`];
    if (!label.startsWith("Match "))
      return [`${at(match, index)}: the date text of a ${match.stage} match begins "Match N"`];
    if (numbers.has(label)) return [`${at(match, index)}: ${label} is numbered twice`];
    numbers.add(label);
    return [];
  });
}

export const footballDateLabels: Check<FootballSeason> = (season) =>
  dateLabelProblems(season.matches, (stage) => (stage.startsWith("Group ") ? undefined : stage));

/** Each match has an address of its own: no two matches of a season share a slug (model/addresses.ts). */
function matchSlugProblems(
  matches: readonly { date: MatchDate; team1: string; team2: string }[],
): string[] {
  return repeatedSlugs(matches).map(
    (slug) =>
      `matches: two matches would share the address "${slug}"; each match of a season needs its own`,
  );
}

export const footballUniqueSlugs: Check<FootballSeason> = (season) =>
  matchSlugProblems(season.matches);

/** Each pairing of a group meets once. */
export const footballNoRepeatedGroupMatches: Check<FootballSeason> = (season) =>
  repeatedPairs(
    season.matches.flatMap((match, index) =>
      match.stage.startsWith("Group ")
        ? [[match.team1, match.team2, at(match, index)] as [string, string, string]]
        : [],
    ),
  );

function repeatedPairs(pairs: [string, string, string][]): string[] {
  const seen = new Set<string>();
  return pairs.flatMap(([a, b, where]) => {
    const key = [a, b].sort().join(" v ");
    if (seen.has(key)) return [`${where}: ${key} have already met at this stage`];
    seen.add(key);
    return [];
  });
}

/** Goal events add up to the score, side by side, and name players of the scoring side. */
export const footballGoalsAddUp: Check<FootballSeason> = (season) => {
  const squads = new Map(
    season.teams.map((team) => [team.name, new Set([team.goalkeeper, ...team.players])]),
  );
  return season.matches.flatMap((match, index) => {
    const problems: string[] = [];
    for (const [team, goals] of [
      [match.team1, match.goals1],
      [match.team2, match.goals2],
    ] as const) {
      const events = match.events.filter((event) => event.team === team).length;
      if (events !== goals)
        problems.push(
          `${at(match, index)}: goal events for ${team} add up to ${events}, the score says ${goals}`,
        );
    }
    match.events.forEach((event, e) => {
      const where = `${at(match, index)}: events.${e}`;
      const squad = squads.get(event.team);
      if (event.team !== match.team1 && event.team !== match.team2)
        problems.push(`${where}: ${event.team} is not playing in this match`);
      else if (squad && !squad.has(event.scorer))
        problems.push(`${where}: scorer ${event.scorer} is not in the ${event.team} squad`);
      if (event.assist !== null && squad && !squad.has(event.assist))
        problems.push(`${where}: assist ${event.assist} is not in the ${event.team} squad`);
      if (event.assist === event.scorer)
        problems.push(`${where}: ${event.scorer} cannot assist their own goal`);
    });
    return problems;
  });
};

/**
 * Extra time and penalties only in knockouts: a level knockout goes to extra time and then a
 * shoot-out with a winner; goals after 90 minutes need extra time, which needs a level score at 90.
 */
export const footballExtraTimeRules: Check<FootballSeason> = (season) =>
  season.matches.flatMap((match, index) => {
    const where = at(match, index);
    const knockout = (FOOTBALL_KNOCKOUT_STAGES as readonly string[]).includes(match.stage);
    const level = match.goals1 === match.goals2;
    const problems: string[] = [];
    if (!knockout) {
      if (match.extraTime || match.penalties)
        problems.push(`${where}: a group match has no extra time or penalties`);
      return problems;
    }
    if (level && !(match.extraTime && match.penalties))
      problems.push(`${where}: a knockout level after 120 minutes needs extraTime and penalties`);
    if (match.penalties && !level) problems.push(`${where}: penalties only follow a level score`);
    if (match.penalties && match.penalties.team1 === match.penalties.team2)
      problems.push(`${where}: a shoot-out must have a winner`);
    if (!match.extraTime && match.events.some((event) => (event.minute ?? 0) > 90))
      problems.push(`${where}: a goal after 90 minutes needs extraTime`);
    if (match.extraTime && match.events.every((event) => event.minute !== undefined)) {
      const at90 = (team: string) =>
        match.events.filter((event) => event.team === team && event.minute! <= 90).length;
      if (at90(match.team1) !== at90(match.team2))
        problems.push(`${where}: extra time is only played after a level score at 90 minutes`);
    }
    return problems;
  });

/** Knockout ties are played once each, by the sides the group tables and earlier ties send there. */
export const footballKnockoutTeamsQualified: Check<FootballSeason> = (season, rules) => {
  const pairings = new Map(
    knockoutPairings(season, rules).map((pairing) => [pairing.stage, pairing]),
  );
  const seen = new Set<string>();
  return season.matches.flatMap((match, index) => {
    const expected = pairings.get(match.stage as (typeof FOOTBALL_KNOCKOUT_STAGES)[number]);
    if (!expected) return [];
    const where = at(match, index);
    if (seen.has(match.stage)) return [`${where}: ${match.stage} is played twice`];
    seen.add(match.stage);
    if (!expected.team1 || !expected.team2)
      return [`${where}: ${match.stage} is played before the results that decide its sides`];
    const same = new Set([expected.team1, expected.team2]);
    if (same.has(match.team1) && same.has(match.team2) && match.team1 !== match.team2) return [];
    return [
      `${where}: ${match.stage} should be ${expected.team1} v ${expected.team2}, not ${match.team1} v ${match.team2}`,
    ];
  });
};

/** A player is named once in a season: in one squad, once. */
export const footballUniquePlayers: Check<FootballSeason> = (season) => {
  const squadOf = new Map<string, string>();
  return season.teams.flatMap((team) =>
    [team.goalkeeper, ...team.players].flatMap((player) => {
      const first = squadOf.get(player);
      if (first === undefined) {
        squadOf.set(player, team.name);
        return [];
      }
      return [
        first === team.name
          ? `teams: ${player} is named twice in the ${first} squad`
          : `teams: ${player} is named for both ${first} and ${team.name}`,
      ];
    }),
  );
};

/**
 * Team and player pages are addressed by a slug of the name (model/addresses.ts): within a season,
 * two teams, or two players, whose names make one slug would share a page, and a name with no
 * letter or digit of the Latin alphabet would have none.
 */
export function uniqueSlugs(season: FootballSeason | CricketSeason): string[] {
  const { teams, players } = seasonNames(season);
  return [
    ...slugProblems("teams", "team", teams),
    ...slugProblems(playersPath(season), "player", players),
  ];
}

/** Where a season names its players: the squads (football) or the scorecards (cricket). */
function playersPath(season: FootballSeason | CricketSeason): string {
  return season.teams.some((team) => "players" in team) ? "teams" : "matches";
}

function slugProblems(path: string, what: string, names: readonly string[]): string[] {
  const bySlug = new Map<string, string>();
  const problems: string[] = [];
  for (const name of new Set(names)) {
    const slug = nameSlug(name);
    const first = bySlug.get(slug);
    if (!slug)
      problems.push(
        `${path}: the ${what} "${name}" needs a letter or digit (a-z, 0-9) for its page's address`,
      );
    else if (first !== undefined)
      problems.push(
        `${path}: the ${what}s "${first}" and "${name}" would share one page (/${slug})`,
      );
    else bySlug.set(slug, name);
  }
  return problems;
}

/**
 * Across a tournament's seasons a team or player keeps one page: one name makes one slug, so the
 * same name in two seasons is the same team or player (a player who moves club keeps their page).
 * Two spellings with one slug in different seasons ("Alvaro" and "Álvaro") are refused: write the
 * name one way. Returns each problem with the year of the later season that brings it.
 */
export function slugsAcrossSeasons(
  seasons: Iterable<FootballSeason | CricketSeason>,
): { year: number; message: string }[] {
  const seen = new Map<string, { name: string; year: number }>();
  const problems: { year: number; message: string }[] = [];
  for (const season of [...seasons].sort((a, b) => a.year - b.year)) {
    const { teams, players } = seasonNames(season);
    for (const [what, names] of [
      ["team", teams],
      ["player", players],
    ] as const) {
      for (const name of names) {
        const key = `${what}:${nameSlug(name)}`;
        const first = seen.get(key);
        if (first === undefined) seen.set(key, { name, year: season.year });
        else if (first.name !== name)
          problems.push({
            year: season.year,
            message: `${what === "team" ? "teams" : playersPath(season)}: the ${what} "${name}" is written "${first.name}" in ${first.year}: one ${what}, one spelling (or another name)`,
          });
      }
    }
  }
  return problems;
}

export const FOOTBALL_CHECKS = [
  footballUniqueSlugs,
  footballTeamsBelong,
  footballDateLabels,
  footballNoRepeatedGroupMatches,
  footballGoalsAddUp,
  footballExtraTimeRules,
  footballKnockoutTeamsQualified,
  footballUniquePlayers,
  uniqueSlugs,
];

export function checkFootballSeason(season: FootballSeason, rules: TableRules): string[] {
  return FOOTBALL_CHECKS.flatMap((check) => check(season, rules));
}

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

/** An innings ends at 30 balls, at 5 wickets, or when the chase passes the target. */
export function inningsLengthProblems(
  [first, second]: readonly [InningsScore, InningsScore],
  where: string,
): string[] {
  const problems: string[] = [];
  if (first.balls < MAX_BALLS && first.wickets < MAX_WICKETS)
    problems.push(
      `${where}: ${first.team} stopped after ${first.balls} balls without being bowled out`,
    );
  const chased = second.runs > first.runs;
  if (second.balls < MAX_BALLS && second.wickets < MAX_WICKETS && !chased)
    problems.push(
      `${where}: ${second.team} stopped after ${second.balls} balls short of the target`,
    );
  if (chased && second.wickets >= MAX_WICKETS)
    problems.push(`${where}: ${second.team} passed the target but lost all ${MAX_WICKETS} wickets`);
  return problems;
}

export const cricketInningsLength: Check<CricketSeason> = (season) =>
  season.matches.flatMap((match, index) => inningsLengthProblems(match.innings, at(match, index)));

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
  cricketFinalistsQualified,
  cricketUniquePlayers,
  uniqueSlugs,
];

export function checkCricketSeason(season: CricketSeason, rules: TableRules): string[] {
  return CRICKET_CHECKS.flatMap((check) => check(season, rules));
}

type AnyQualifiers = FootballQualifiers | CricketQualifiers;

/** Groups are numbered once; fixtures are between two different teams of their group, each pairing once. */
export function checkQualifiers(qualifiers: AnyQualifiers): string[] {
  const problems: string[] = [];
  const numbers = new Set<number>();
  qualifiers.groups.forEach((group, g) => {
    if (numbers.has(group.group)) problems.push(`groups.${g}: group ${group.group} appears twice`);
    numbers.add(group.group);
    const teams = new Set(group.teams.map((team) => team.name));
    const pairs: [string, string, string][] = [];
    group.fixtures.forEach((fixture, f) => {
      const where = `groups.${g}.fixtures.${f} (${fixture.team1} VS ${fixture.team2})`;
      for (const team of [fixture.team1, fixture.team2])
        if (!teams.has(team)) problems.push(`${where}: "${team}" is not in group ${group.group}`);
      if (fixture.team1 === fixture.team2)
        problems.push(`${where}: ${fixture.team1} cannot play itself`);
      pairs.push([fixture.team1, fixture.team2, where]);
      const result = fixture.result;
      if (Array.isArray(result)) {
        const batting = new Set(result.map((innings) => innings.team));
        if (!batting.has(fixture.team1) || !batting.has(fixture.team2))
          problems.push(`${where}: the innings must be ${fixture.team1}'s and ${fixture.team2}'s`);
        problems.push(...inningsLengthProblems(result as [InningsScore, InningsScore], where));
      }
    });
    problems.push(...repeatedPairs(pairs));
  });
  return problems;
}
