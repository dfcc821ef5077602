import { expect, test } from "vitest";
import { checkFootballSeason, footballDateLabels, footballUniqueSlugs } from "./football-checks";
import { checkCricketSeason, cricketDateLabels, cricketUniqueSlugs } from "./cricket-checks";
import { slugsAcrossSeasons, uniqueSlugs } from "./checks";
import {
  CSC_RULES,
  cricketMatch,
  tinyCricketSeason,
  tinyFootballSeason,
  UCC_RULES,
  footballMatch,
} from "../../../../tests/fixtures/tournaments";
import { parseMatchDate } from "~/features/tournaments/model/match-date";

test("the sample seasons pass every check", () => {
  expect(checkFootballSeason(tinyFootballSeason(), UCC_RULES)).toEqual([]);
  expect(checkCricketSeason(tinyCricketSeason(), CSC_RULES)).toEqual([]);
});

test("date texts: a knockout's label is its stage; group and league matches are numbered once each", () => {
  const season = tinyFootballSeason();
  season.matches[1] = { ...season.matches[1]!, date: parseMatchDate("Match 1 · 2 Jun 2025") };
  season.matches[4] = { ...season.matches[4]!, date: parseMatchDate("Semifinal 1 · 28 Jun 2025") };
  expect(footballDateLabels(season, UCC_RULES)).toEqual([
    "matches.1 (Match 1 · 2 Jun 2025): Match 1 is numbered twice",
    'matches.4 (Semifinal 1 · 28 Jun 2025): the date text of a Quarterfinal 1 begins "Quarterfinal 1"',
  ]);
  const csc = tinyCricketSeason();
  csc.matches[3] = { ...csc.matches[3]!, date: parseMatchDate("Match 4 · 1 Sep 2025") };
  expect(cricketDateLabels(csc, CSC_RULES)).toEqual([
    'matches.3 (Match 4 · 1 Sep 2025): the date text of a Grand Final begins "Grand Final"',
  ]);
});

test("every match of a season has its own address: two matches sharing a slug are refused", () => {
  const ucc = tinyFootballSeason();
  expect(footballUniqueSlugs(ucc, UCC_RULES)).toEqual([]);
  ucc.matches.push(footballMatch("Grand Final", "Cedar", "Dogwood", 1, 0));
  expect(footballUniqueSlugs(ucc, UCC_RULES)).toEqual([
    'matches: two matches would share the address "grand-final"; each match of a season needs its own',
  ]);
  expect(checkFootballSeason(ucc, UCC_RULES)).toContain(
    'matches: two matches would share the address "grand-final"; each match of a season needs its own',
  );
  const csc = tinyCricketSeason();
  expect(cricketUniqueSlugs(csc, CSC_RULES)).toEqual([]);
  csc.matches.push(cricketMatch("Oak", 60, "Pine", 50));
  expect(cricketUniqueSlugs(csc, CSC_RULES)).toEqual([
    'matches: two matches would share the address "match-1-oak-v-pine"; each match of a season needs its own',
  ]);
});

test("team and player pages go by slug: two teams, or two players, with one slug in a season are refused", () => {
  const season = tinyFootballSeason();
  season.teams[1] = {
    ...season.teams[1]!,
    name: "ASH",
    goalkeeper: "Ash Keeper!",
    players: ["Alder Striker", "!!"],
  };
  expect(uniqueSlugs(season)).toEqual([
    'teams: the teams "Ash" and "ASH" would share one page (/ash)',
    'teams: the players "Ash Keeper" and "Ash Keeper!" would share one page (/ash-keeper)',
    'teams: the player "!!" needs a letter or digit (a-z, 0-9) for its page\'s address',
  ]);
  const csc = tinyCricketSeason();
  csc.matches[1]!.innings[0].batting[0] = { player: "Pine opener", runs: 27 };
  expect(uniqueSlugs(csc)).toEqual([
    'matches: the players "Pine Opener" and "Pine opener" would share one page (/pine-opener)',
  ]);
  expect(checkFootballSeason(season, UCC_RULES)).toContain(
    'teams: the teams "Ash" and "ASH" would share one page (/ash)',
  );
});

test("across seasons one name is one page: a player may change teams, but two spellings of one slug are refused", () => {
  const first = tinyFootballSeason();
  const second = { ...tinyFootballSeason(), year: 2026, matches: [] };
  // Ash's striker moves to Birch: the same player, one page.
  second.teams[0] = { ...second.teams[0]!, players: ["Ash Winger"] };
  second.teams[2] = { ...second.teams[2]!, players: [...second.teams[2]!.players, "Ash Striker"] };
  expect(slugsAcrossSeasons([first, second])).toEqual([]);
  second.teams[3] = { ...second.teams[3]!, name: "Béech", goalkeeper: "Beech keeper" };
  expect(slugsAcrossSeasons([second, first])).toEqual([
    {
      year: 2026,
      message:
        'teams: the team "Béech" is written "Beech" in 2025: one team, one spelling (or another name)',
    },
    {
      year: 2026,
      message:
        'teams: the player "Beech keeper" is written "Beech Keeper" in 2025: one player, one spelling (or another name)',
    },
  ]);
});
