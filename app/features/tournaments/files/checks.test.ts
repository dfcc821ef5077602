import { expect, test } from "vitest";
import {
  checkCricketSeason,
  checkQualifiers,
  checkFootballSeason,
  cricketFinalistsQualified,
  cricketInningsLength,
  cricketScorecardsAddUp,
  cricketTeamsBelong,
  cricketUniquePlayers,
  cricketUniqueSlugs,
  cricketDateLabels,
  footballDateLabels,
  footballExtraTimeRules,
  footballGoalsAddUp,
  footballKnockoutTeamsQualified,
  footballNoRepeatedGroupMatches,
  footballTeamsBelong,
  footballUniquePlayers,
  footballUniqueSlugs,
  slugsAcrossSeasons,
  uniqueSlugs,
} from "./checks";
import { parseDay, parseMatchDate } from "~/features/tournaments/model/match-date";
import {
  CSC_RULES,
  cricketMatch,
  goal,
  tinyCricketSeason,
  tinyFootballSeason,
  UCC_RULES,
  footballMatch,
} from "../../../../tests/fixtures/tournaments";

test("the sample seasons pass every check", () => {
  expect(checkFootballSeason(tinyFootballSeason(), UCC_RULES)).toEqual([]);
  expect(checkCricketSeason(tinyCricketSeason(), CSC_RULES)).toEqual([]);
});

test("a match with a team from outside the season, or outside the group, is refused", () => {
  const season = tinyFootballSeason();
  season.matches.push(
    footballMatch("Group A", "Ash", "Rowan", 0, 0),
    footballMatch("Group B", "Birch", "Cedar", 0, 0),
  );
  expect(footballTeamsBelong(season, UCC_RULES)).toEqual([
    'matches.11 (Match 1 · 1 Jun 2025): "Rowan" is not a team of 2025',
    "matches.12 (Match 1 · 1 Jun 2025): Cedar is in group C, not group B",
  ]);
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

test("a group pairing played twice is refused", () => {
  const season = tinyFootballSeason();
  season.matches.push(footballMatch("Group A", "Alder", "Ash", 2, 2));
  expect(footballNoRepeatedGroupMatches(season, UCC_RULES)).toEqual([
    "matches.11 (Match 1 · 1 Jun 2025): Alder v Ash have already met at this stage",
  ]);
});

test("goal events must add up to the score, per team, and name that team's players", () => {
  const season = tinyFootballSeason();
  season.matches[0] = { ...season.matches[0]!, goals1: 2 };
  season.matches[1] = {
    ...season.matches[1]!,
    events: [{ ...goal("Birch"), scorer: "Cedar Striker" }],
  };
  season.matches[2] = {
    ...season.matches[2]!,
    events: [{ ...goal("Cedar"), assist: "Cedar Striker" }],
  };
  expect(footballGoalsAddUp(season, UCC_RULES)).toEqual([
    "matches.0 (Match 1 · 1 Jun 2025): goal events for Ash add up to 1, the score says 2",
    "matches.1 (Match 2 · 1 Jun 2025): events.0: scorer Cedar Striker is not in the Birch squad",
    "matches.2 (Match 3 · 1 Jun 2025): events.0: Cedar Striker cannot assist their own goal",
  ]);
});

test("extra time and penalties: only in knockouts, only from a level score, always with a winner", () => {
  const season = tinyFootballSeason();
  season.matches[0] = { ...season.matches[0]!, extraTime: true };
  season.matches[4] = footballMatch("Quarterfinal 1", "Ash", "Beech", 1, 1);
  season.matches[5] = footballMatch("Quarterfinal 2", "Birch", "Alder", 2, 1, {
    extraTime: true,
    penalties: { team1: 4, team2: 3 },
  });
  season.matches[6] = footballMatch("Quarterfinal 3", "Cedar", "Date", 1, 0, {
    events: [goal("Cedar", 95)],
  });
  season.matches[7] = footballMatch("Quarterfinal 4", "Dogwood", "Cherry", 2, 1, {
    extraTime: true,
    events: [goal("Dogwood", 10), goal("Dogwood", 20), goal("Cherry", 100)],
  });
  expect(footballExtraTimeRules(season, UCC_RULES)).toEqual([
    "matches.0 (Match 1 · 1 Jun 2025): a group match has no extra time or penalties",
    "matches.4 (Quarterfinal 1 · 1 Jun 2025): a knockout level after 120 minutes needs extraTime and penalties",
    "matches.5 (Quarterfinal 2 · 1 Jun 2025): penalties only follow a level score",
    "matches.6 (Quarterfinal 3 · 1 Jun 2025): a goal after 90 minutes needs extraTime",
    "matches.7 (Quarterfinal 4 · 1 Jun 2025): extra time is only played after a level score at 90 minutes",
  ]);
});

test("knockout ties must be played by the sides that qualified", () => {
  const season = tinyFootballSeason();
  season.matches[4] = footballMatch("Quarterfinal 1", "Ash", "Alder", 1, 0);
  season.matches[10] = footballMatch("Grand Final", "Ash", "Dogwood", 1, 0);
  expect(footballKnockoutTeamsQualified(season, UCC_RULES)).toEqual([
    "matches.4 (Quarterfinal 1 · 1 Jun 2025): Quarterfinal 1 should be Ash v Beech, not Ash v Alder",
    "matches.10 (Grand Final · 1 Jun 2025): Grand Final should be Ash v Birch, not Ash v Dogwood",
  ]);
});

test("a knockout played before its group is complete, or twice, is refused", () => {
  const season = tinyFootballSeason();
  season.matches.splice(0, 1);
  season.matches.push(footballMatch("Semifinal 2", "Birch", "Dogwood", 1, 0));
  const problems = footballKnockoutTeamsQualified(season, UCC_RULES);
  expect(problems).toContain(
    "matches.3 (Quarterfinal 1 · 1 Jun 2025): Quarterfinal 1 is played before the results that decide its sides",
  );
  expect(problems).toContain("matches.10 (Semifinal 2 · 1 Jun 2025): Semifinal 2 is played twice");
});

test("a player named in two squads (or twice in one) is refused", () => {
  const season = tinyFootballSeason();
  season.teams[1]!.players.push("Ash Striker");
  season.teams[2]!.players.push("Birch Winger");
  expect(footballUniquePlayers(season, UCC_RULES)).toEqual([
    "teams: Ash Striker is named for both Ash and Alder",
    "teams: Birch Winger is named twice in the Birch squad",
  ]);
});

test("cricket: teams must belong to the season and league pairings meet once", () => {
  const season = tinyCricketSeason();
  season.matches.push(cricketMatch("Oak", 60, "Willow", 50), cricketMatch("Pine", 60, "Oak", 61));
  expect(cricketTeamsBelong(season, CSC_RULES)).toEqual([
    'matches.4 (Match 1 · 1 Sep 2025): "Willow" is not a team of 2025',
    "matches.5 (Match 1 · 1 Sep 2025): Oak v Pine have already met at this stage",
  ]);
});

test("cricket: batting runs never exceed the innings total; bowlers never take more than fell", () => {
  const season = tinyCricketSeason();
  const first = season.matches[0]!.innings[0];
  first.batting[0]!.runs += 5;
  first.bowling[0]!.wickets = 3;
  first.batting.push(
    { player: "Oak Third", runs: 0 },
    { player: "Oak Fourth", runs: 0 },
    { player: "Oak Fifth", runs: 0 },
  );
  expect(cricketScorecardsAddUp(season, CSC_RULES)).toEqual([
    "matches.0 (Match 1 · 1 Sep 2025): innings.0 (Oak): batters' runs add up to 65, more than the total of 60",
    "matches.0 (Match 1 · 1 Sep 2025): innings.0 (Oak): 5 batters for 2 wickets",
    "matches.0 (Match 1 · 1 Sep 2025): innings.0 (Oak): bowlers' wickets add up to 3, more than the 2 that fell",
  ]);
});

test("cricket: an innings ends at 30 balls, 5 wickets or the target", () => {
  const season = tinyCricketSeason();
  season.matches[0]!.innings[0].balls = 24;
  season.matches[1]!.innings[1].balls = 29;
  expect(cricketInningsLength(season, CSC_RULES)).toEqual([
    "matches.0 (Match 1 · 1 Sep 2025): Oak stopped after 24 balls without being bowled out",
    "matches.1 (Match 2 · 1 Sep 2025): Elm stopped after 29 balls short of the target",
  ]);
  season.matches[0]!.innings[0].wickets = 5;
  season.matches[0]!.innings[0].bowling[0]!.wickets = 5;
  expect(cricketInningsLength(season, CSC_RULES)).toHaveLength(1);
});

test("cricket: the Grand Final is the top two of the completed league", () => {
  const wrong = tinyCricketSeason();
  wrong.matches[3] = cricketMatch("Oak", 50, "Elm", 51, "Grand Final");
  expect(cricketFinalistsQualified(wrong, CSC_RULES)).toEqual([
    "matches.3 (Grand Final · 1 Sep 2025): the Grand Final should be Oak v Pine, not Oak v Elm",
  ]);
  const early = tinyCricketSeason();
  early.matches.splice(2, 1);
  expect(cricketFinalistsQualified(early, CSC_RULES)).toEqual([
    "matches.2 (Grand Final · 1 Sep 2025): the Grand Final is played before the league is complete",
  ]);
});

test("cricket: a player appears for one team only", () => {
  const season = tinyCricketSeason();
  season.matches[1]!.innings[0].batting[0]!.player = "Oak Opener";
  expect(cricketUniquePlayers(season, CSC_RULES)).toEqual([
    "matches: Oak Opener appears for both Oak and Pine",
  ]);
});

test("qualifiers: fixtures between two teams of their group, once each; cricket results name the fixture's teams", () => {
  const teams = [
    { name: "Celtic", country: "Scotland" },
    { name: "Marseille", country: "France" },
  ];
  const ucc = {
    year: "2026 Q",
    groups: [
      {
        group: 1,
        teams,
        fixtures: [
          { team1: "Celtic", team2: "Marseille", date: parseDay("1 Mar 2026") },
          { team1: "Marseille", team2: "Celtic", date: parseDay("8 Mar 2026") },
          { team1: "Celtic", team2: "Ajax", date: parseDay("9 Mar 2026") },
        ],
      },
      { group: 1, teams, fixtures: [] },
    ],
  };
  expect(checkQualifiers(ucc)).toEqual([
    'groups.0.fixtures.2 (Celtic VS Ajax): "Ajax" is not in group 1',
    "groups.0.fixtures.1 (Marseille VS Celtic): Celtic v Marseille have already met at this stage",
    "groups.1: group 1 appears twice",
  ]);
  const score = (team: string, runs: number, balls = 30) => ({ team, runs, wickets: 2, balls });
  const csc = {
    year: "2026 Q",
    groups: [
      {
        group: 1,
        teams,
        fixtures: [
          {
            team1: "Celtic",
            team2: "Marseille",
            date: parseDay("1 Mar 2026"),
            result: [score("Celtic", 50), score("Ajax", 40, 20)] as [
              ReturnType<typeof score>,
              ReturnType<typeof score>,
            ],
          },
        ],
      },
    ],
  };
  expect(checkQualifiers(csc)).toEqual([
    "groups.0.fixtures.0 (Celtic VS Marseille): the innings must be Celtic's and Marseille's",
    "groups.0.fixtures.0 (Celtic VS Marseille): Ajax stopped after 20 balls short of the target",
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
