import { expect, test } from "vitest";
import { knockoutBracket, knockoutPairings, quarterfinalPairings } from "./knockouts";
import { groupTables } from "./standings";
import {
  tinyFootballSeason,
  UCC_RULES,
  footballMatch,
} from "../../../../tests/fixtures/tournaments";

const pairs = (pairings: { stage: string; team1?: string; team2?: string }[]) =>
  pairings.map((p) => `${p.stage}: ${p.team1} v ${p.team2}`);

test("quarterfinals pair each group winner with the other pool's runner-up: A1 v B2, B1 v A2, C1 v D2, D1 v C2", () => {
  expect(pairs(quarterfinalPairings(groupTables(UCC_RULES, tinyFootballSeason())))).toEqual([
    "Quarterfinal 1: Ash v Beech",
    "Quarterfinal 2: Birch v Alder",
    "Quarterfinal 3: Cedar v Date",
    "Quarterfinal 4: Dogwood v Cherry",
  ]);
});

test("later rounds follow the winners, a shoot-out included; QF1 and QF3 feed Semifinal 1", () => {
  const season = tinyFootballSeason();
  season.matches[6] = footballMatch("Quarterfinal 3", "Cedar", "Date", 1, 1, {
    extraTime: true,
    penalties: { team1: 2, team2: 4 },
  });
  season.matches.splice(8);
  expect(pairs(knockoutPairings(season, UCC_RULES)).slice(4)).toEqual([
    "Semifinal 1: Ash v Date",
    "Semifinal 2: Birch v Dogwood",
    "Grand Final: undefined v undefined",
  ]);
});

test("a group still being played leaves its places open", () => {
  const season = tinyFootballSeason();
  season.matches = season.matches.slice(1, 4);
  expect(pairs(knockoutPairings(season, UCC_RULES)).slice(0, 2)).toEqual([
    "Quarterfinal 1: undefined v Beech",
    "Quarterfinal 2: Birch v undefined",
  ]);
});

test("the bracket: four quarterfinals, two semifinals and the final, each with its match", () => {
  const bracket = knockoutBracket(tinyFootballSeason(), UCC_RULES);
  expect(bracket.map((round) => [round.name, round.ties.length])).toEqual([
    ["Quarterfinals", 4],
    ["Semifinals", 2],
    ["Grand Final", 1],
  ]);
  expect(bracket[2]!.ties[0]!.match).toMatchObject({
    team1: "Ash",
    team2: "Birch",
    goals1: 1,
    goals2: 0,
  });
});
