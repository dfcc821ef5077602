import { expect, test } from "vitest";
import { cricketFinish, footballFinish } from "./knockouts";
import { cricketSquad, cricketTeamSeason, footballTeamSeason, inOrderPlayed } from "./team-season";
import { parseMatchDate } from "~/features/tournaments/model/match-date";
import { centrePlayers, centreTeams } from "~/features/tournaments/model/names";
import {
  cricketMatch,
  CSC_RULES,
  goal,
  tinyCricketSeason,
  tinyFootballSeason,
  UCC_RULES,
  footballMatch,
} from "../../../../tests/fixtures/tournaments";

test("matches in the order played: by day, the file's order within a day", () => {
  const order = inOrderPlayed([
    { date: parseMatchDate("Match 2 · 2 Jul 2025") },
    { date: parseMatchDate("Match 1 · 30 Jun 2025") },
    { date: parseMatchDate("Match 3 · 2 Jul 2025") },
  ]);
  expect(order.map((match) => match.date.label)).toEqual(["Match 1", "Match 2", "Match 3"]);
});

test("a football team's season: group place, finish, record, goals, results from its side and its squad's numbers", () => {
  const season = tinyFootballSeason();
  const ash = footballTeamSeason(season, UCC_RULES, "Ash");
  expect([ash.group, ash.groupPosition, ash.groupSize, ash.finish.text]).toEqual([
    "A",
    1,
    2,
    "Champions",
  ]);
  expect([ash.played, ash.won, ash.drawn, ash.lost, ash.goalsFor, ash.goalsAgainst]).toEqual([
    4, 4, 0, 0, 4, 0,
  ]);
  expect(ash.results.map((result) => `${result.stage} ${result.opponent} ${result.score}`)).toEqual(
    [
      "Group A Alder 1-0",
      "Quarterfinal 1 Beech 1-0",
      "Semifinal 1 Cedar 1-0",
      "Grand Final Birch 1-0",
    ],
  );
  expect(ash.form.map((entry) => entry.letter)).toEqual(["W", "W", "W", "W"]);
  expect(
    ash.squad.map((line) => [line.player, line.goals, line.assists, line.cleanSheets]),
  ).toEqual([
    ["Ash Keeper", 0, 0, 4],
    ["Ash Striker", 4, 0, undefined],
    ["Ash Winger", 0, 4, undefined],
  ]);
  const alder = footballTeamSeason(season, UCC_RULES, "Alder");
  // Alder, second in group A, lost its quarterfinal; its score is written from its side.
  expect([alder.groupPosition, alder.finish.text]).toEqual([2, "Quarterfinals"]);
  expect(alder.results.map((result) => result.score)).toEqual(["0-1", "0-1"]);
  expect(footballFinish(season, UCC_RULES, "Birch").text).toBe("Runners-up");
  expect(footballFinish(season, UCC_RULES, "Cedar").text).toBe("Semifinals");
  expect(() => footballTeamSeason(season, UCC_RULES, "Rowan")).toThrow(/not a team/);
});

test("a football result from the away side flips the score, extra time and shoot-out included; a group exit is the group stage", () => {
  const season = tinyFootballSeason();
  season.matches[4] = footballMatch("Quarterfinal 1", "Ash", "Beech", 1, 1, {
    extraTime: true,
    penalties: { team1: 4, team2: 2 },
    events: [goal("Ash", 10), goal("Beech", 100)],
  });
  const beech = footballTeamSeason(season, UCC_RULES, "Beech");
  expect(beech.results.at(-1)).toMatchObject({
    score: "1-1 a.e.t. (2-4 pens)",
    result: "Lost on penalties",
  });
  expect(beech.finish.text).toBe("Quarterfinals");
  // A group of three where one side loses twice: out in the group stage once the group is complete.
  season.teams.push({
    ...season.teams[0]!,
    name: "Aspen",
    goalkeeper: "Aspen Keeper",
    players: ["Aspen Striker"],
  });
  season.matches.push(
    footballMatch("Group A", "Ash", "Aspen", 1, 0),
    footballMatch("Group A", "Alder", "Aspen", 1, 0),
  );
  expect(footballFinish(season, UCC_RULES, "Aspen").text).toBe("Group stage");
  const noMatches = { ...season, matches: [] };
  expect(footballTeamSeason(noMatches, UCC_RULES, "Ash")).toMatchObject({
    groupPosition: undefined,
    played: 0,
    finish: { text: "Yet to play" },
    form: [],
  });
});

test("a cricket team's season: league place and NRR from the table, results from its side, its players in order of appearance", () => {
  const season = tinyCricketSeason();
  const oak = cricketTeamSeason(season, CSC_RULES, "Oak");
  expect([oak.leaguePosition, oak.leagueSize, oak.finish.text]).toEqual([1, 3, "Runners-up"]);
  expect([oak.played, oak.won, oak.lost, oak.drawnOrTied]).toEqual([3, 2, 1, 0]);
  expect([oak.league.runsFor, oak.league.runsAgainst]).toEqual([106, 95]);
  expect(oak.results[0]).toMatchObject({
    opponent: "Pine",
    score: "60-2 (5 ov) v 50-3 (5 ov)",
    result: "Oak won by 10 runs",
  });
  expect(oak.results[1]).toMatchObject({ opponent: "Elm", score: "46-3 (4.4 ov) v 45-2 (5 ov)" });
  expect(oak.form.map((entry) => entry.letter)).toEqual(["W", "W", "L"]);
  expect(cricketSquad(season, "Oak")).toEqual(["Oak Opener", "Oak Partner", "Oak Bowler"]);
  expect(oak.squad[0]).toMatchObject({
    player: "Oak Opener",
    batting: { innings: 3, runs: 78 },
    bowling: { innings: 0 },
  });
  expect(cricketFinish(season, CSC_RULES, "Pine").text).toBe("Champions");
  expect(cricketFinish(season, CSC_RULES, "Elm").text).toBe("League stage");
  const tie = { ...season, matches: [cricketMatch("Oak", 50, "Pine", 50)] };
  expect(cricketTeamSeason(tie, CSC_RULES, "Pine")).toMatchObject({
    drawnOrTied: 1,
    finish: { text: "Still in the running" },
  });
});

test("the centre's index: every team and player by slug, with the seasons they are in; a player who moves keeps one page", () => {
  const first = tinyFootballSeason();
  const second = { ...tinyFootballSeason(), year: 2026, matches: [] };
  // Ash's striker joins Birch for 2026.
  second.teams[0] = { ...second.teams[0]!, players: ["Ash Winger"] };
  second.teams[2] = { ...second.teams[2]!, players: [...second.teams[2]!.players, "Ash Striker"] };
  const players = centrePlayers([second, first]);
  expect(players.get("ash-striker")).toEqual({
    name: "Ash Striker",
    slug: "ash-striker",
    years: [2025, 2026],
  });
  expect(centreTeams([first, second]).get("dogwood")!.years).toEqual([2025, 2026]);
  expect(centrePlayers([tinyCricketSeason()]).get("elm-bowler")!.years).toEqual([2025]);
});
