import { footballWinner } from "./football";
import type {
  FootballGroup,
  FootballKnockoutStage,
  FootballMatch,
  FootballSeason,
} from "~/features/tournaments/model/football-season";
import { groupTables, type FootballRow, type TableRules } from "./standings";
import { isPlayed } from "~/features/tournaments/model/match-status";

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
