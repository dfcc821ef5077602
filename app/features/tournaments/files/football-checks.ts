// A football season's data checks (checks.ts: what they share): who plays whom, the date texts,
// goals against the score, extra time and penalties, the knockouts' sides, the squads.
import { knockoutPairings } from "~/features/tournaments/figures/knockouts";
import type { TableRules } from "~/features/tournaments/figures/standings";
import {
  FOOTBALL_KNOCKOUT_STAGES,
  type FootballSeason,
} from "~/features/tournaments/model/football-season";
import {
  at,
  dateLabelProblems,
  matchSlugProblems,
  repeatedPairs,
  uniqueSlugs,
  type Check,
} from "./checks";
import { footballCardsAndSubstitutions, footballStatusRules } from "./status-checks";

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

export const footballDateLabels: Check<FootballSeason> = (season) =>
  dateLabelProblems(season.matches, (stage) => (stage.startsWith("Group ") ? undefined : stage));

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
    // A live or scheduled knockout is not decided yet.
    if (level && match.status === undefined && !(match.extraTime && match.penalties))
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

export const FOOTBALL_CHECKS = [
  footballUniqueSlugs,
  footballTeamsBelong,
  footballDateLabels,
  footballNoRepeatedGroupMatches,
  footballGoalsAddUp,
  footballExtraTimeRules,
  footballKnockoutTeamsQualified,
  footballUniquePlayers,
  footballStatusRules,
  footballCardsAndSubstitutions,
  uniqueSlugs,
];

export function checkFootballSeason(season: FootballSeason, rules: TableRules): string[] {
  return FOOTBALL_CHECKS.flatMap((check) => check(season, rules));
}
