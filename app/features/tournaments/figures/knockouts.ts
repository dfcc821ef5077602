import { cricketWinner } from "./cricket";
import { footballWinner } from "./football";
import type {
  FootballGroup,
  FootballKnockoutStage,
  FootballMatch,
  FootballSeason,
} from "~/features/tournaments/model/football-season";
import {
  groupTable,
  groupTables,
  leagueTable,
  type FootballRow,
  type TableRules,
} from "./standings";
import type { CricketSeason } from "~/features/tournaments/model/cricket-season";
import { isLive, isOver, isPlayed } from "~/features/tournaments/model/match-status";

/** Group winners meet the other pool's runners-up: A1 v B2, B1 v A2, C1 v D2, D1 v C2. */
export const QUARTERFINAL_DRAW: readonly {
  stage: FootballKnockoutStage;
  team1: [FootballGroup, 1 | 2];
  team2: [FootballGroup, 1 | 2];
}[] = [
  { stage: "Quarterfinal 1", team1: ["A", 1], team2: ["B", 2] },
  { stage: "Quarterfinal 2", team1: ["B", 1], team2: ["A", 2] },
  { stage: "Quarterfinal 3", team1: ["C", 1], team2: ["D", 2] },
  { stage: "Quarterfinal 4", team1: ["D", 1], team2: ["C", 2] },
];

/** Later rounds pair the winners of two earlier ties; QF1 and QF3 share a half, so A1 and B1 can only meet in the final. */
export const LATER_ROUNDS: readonly {
  stage: FootballKnockoutStage;
  from: [FootballKnockoutStage, FootballKnockoutStage];
}[] = [
  { stage: "Semifinal 1", from: ["Quarterfinal 1", "Quarterfinal 3"] },
  { stage: "Semifinal 2", from: ["Quarterfinal 2", "Quarterfinal 4"] },
  { stage: "Grand Final", from: ["Semifinal 1", "Semifinal 2"] },
];

/** Who should meet in a tie; a side is undefined while the result that decides it is not in. */
export type Pairing = {
  stage: FootballKnockoutStage;
  team1: string | undefined;
  team2: string | undefined;
};

/** Quarterfinal pairings from the group tables (a group counts once all its matches are played). */
export function quarterfinalPairings(tables: Record<FootballGroup, FootballRow[]>): Pairing[] {
  const place = ([group, position]: [FootballGroup, 1 | 2]) => {
    const row = tables[group][position - 1];
    return row?.qualified ? row.team : undefined;
  };
  return QUARTERFINAL_DRAW.map(({ stage, team1, team2 }) => ({
    stage,
    team1: place(team1),
    team2: place(team2),
  }));
}

/** Every knockout pairing of a season, each later round from the winners of the played ties it follows. */
export function knockoutPairings(season: FootballSeason, rules: TableRules): Pairing[] {
  const pairings = quarterfinalPairings(groupTables(rules, season));
  const winnerOf = (stage: FootballKnockoutStage) => {
    const match = knockoutMatch(season, stage);
    return match ? footballWinner(match) : undefined;
  };
  for (const { stage, from } of LATER_ROUNDS)
    pairings.push({ stage, team1: winnerOf(from[0]), team2: winnerOf(from[1]) });
  return pairings;
}

/** The played (or live) match of a knockout stage, if any; a scheduled one has no score to show. */
export function knockoutMatch(
  season: FootballSeason,
  stage: FootballKnockoutStage,
): FootballMatch | undefined {
  return season.matches.find((match) => match.stage === stage && isPlayed(match));
}

export type BracketRound = {
  name: "Quarterfinals" | "Semifinals" | "Grand Final";
  ties: (Pairing & { match: FootballMatch | undefined })[];
};

/** The knockout rounds as a bracket: each tie's expected sides and its match once played. */
export function knockoutBracket(season: FootballSeason, rules: TableRules): BracketRound[] {
  const ties = knockoutPairings(season, rules).map((pairing) => ({
    ...pairing,
    match: knockoutMatch(season, pairing.stage),
  }));
  return [
    { name: "Quarterfinals", ties: ties.slice(0, 4) },
    { name: "Semifinals", ties: ties.slice(4, 6) },
    { name: "Grand Final", ties: ties.slice(6) },
  ];
}

// How far a team went in a season, from the results alone. A match not over decides nothing: a
// live knockout tie, or a table with a match in play, leaves the team in the running.

/** A team's place in its season: "Champions", "Runners-up", "Semifinals", or not decided yet. */
export type Finish = { text: string; decided: boolean };

const KNOCKOUT_FINISH: [prefix: string, lost: string][] = [
  ["Grand Final", "Runners-up"],
  ["Semifinal", "Semifinals"],
  ["Quarterfinal", "Quarterfinals"],
];

/** How far a football team went: the round it went out in, champions, or still to be decided. */
export function footballFinish(season: FootballSeason, rules: TableRules, team: string): Finish {
  const mine = season.matches.filter(
    (match) => isPlayed(match) && (match.team1 === team || match.team2 === team),
  );
  if (mine.length === 0) return { text: "Yet to play", decided: false };
  // A knockout tie decides the finish once it is over; while it is played the team is still in.
  const over = mine.filter(isOver);
  const final = over.find((match) => match.stage === "Grand Final");
  if (final && footballWinner(final) === team) return { text: "Champions", decided: true };
  for (const [prefix, lost] of KNOCKOUT_FINISH) {
    const tie = over.find((match) => match.stage.startsWith(prefix));
    if (tie && footballWinner(tie) !== team) return { text: lost, decided: true };
  }
  const group = season.teams.find((entry) => entry.name === team)!.group;
  const table = groupTable(rules, season, group);
  // A table with a match in play is as it stands (nobody qualified yet): nothing is decided by it.
  const inPlay = season.matches.some((match) => match.stage === `Group ${group}` && isLive(match));
  const complete = !inPlay && table.every((row) => row.played >= table.length - 1);
  if (complete && !table.find((row) => row.team === team)!.qualified)
    return { text: "Group stage", decided: true };
  return { text: "Still in the running", decided: false };
}

/** How far a cricket team went: champions, runners-up, the league stage, or still to be decided. */
export function cricketFinish(season: CricketSeason, rules: TableRules, team: string): Finish {
  const mine = season.matches.filter((match) =>
    match.innings.some((innings) => innings.team === team),
  );
  if (mine.length === 0) return { text: "Yet to play", decided: false };
  const final = mine.find((match) => match.stage === "Grand Final" && isOver(match));
  if (final)
    return cricketWinner(final) === team
      ? { text: "Champions", decided: true }
      : { text: "Runners-up", decided: true };
  const table = leagueTable(rules, season);
  const inPlay = season.matches.some((match) => match.stage === "League" && isLive(match));
  const complete = !inPlay && table.every((row) => row.played >= table.length - 1);
  if (complete && !table.find((row) => row.team === team)!.qualified)
    return { text: "League stage", decided: true };
  return { text: "Still in the running", decided: false };
}
