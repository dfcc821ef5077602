// Every data check against the shipped 2025 seasons, broken on purpose: each check must name its
// own problem, and the loader must refuse the file, so no such season can reach a page.
import { expect, test } from "vitest";
import { CRICKET_CHECKS } from "./cricket-checks";
import { FOOTBALL_CHECKS } from "./football-checks";
import type { CricketSeason } from "~/features/tournaments/model/cricket-season";
import type { FootballSeason } from "~/features/tournaments/model/football-season";
import { cricketKind, footballKind, loadTournament } from "./season-files.server";
import { cricketContent, footballContent } from "./current.server";
import { asInput, CSC_RULES, UCC_RULES } from "../../../../tests/fixtures/tournaments";
import { parseMatchDate } from "~/features/tournaments/model/match-date";
import { tournament } from "~/features/tournaments/model/tournaments";

const getUccSeason = (year: number) => footballContent("ucc").seasons.get(year);
const getCscSeason = (year: number) => cricketContent("csc").seasons.get(year);

function brokenUcc(): FootballSeason {
  const season = structuredClone(getUccSeason(2025)!);
  const [first, second] = season.matches;
  // footballTeamsBelong: a team from another season.
  first!.team2 = "Real Nowhere";
  // footballDateLabels: a second "Match 1".
  second!.date = first!.date;
  // footballNoRepeatedGroupMatches: a group pairing played again.
  season.matches.push({
    ...structuredClone(season.matches[2]!),
    date: parseMatchDate("Match 25 · 30 Jun 2025"),
  });
  // footballGoalsAddUp: one more goal than the events.
  season.matches[3]!.goals1 += 1;
  // footballExtraTimeRules: extra time in a group match.
  season.matches[4]!.extraTime = true;
  // footballKnockoutTeamsQualified: the wrong side in the Grand Final.
  season.matches.find((match) => match.stage === "Grand Final")!.team1 = season.teams.find(
    (team) => team.group === "D",
  )!.name;
  // footballUniquePlayers: a player in two squads.
  season.teams[1]!.players.push(season.teams[0]!.players[0]!);
  // footballUniqueSlugs: a second Grand Final, at the same address as the first.
  season.matches.push(
    structuredClone(season.matches.find((match) => match.stage === "Grand Final")!),
  );
  // footballStatusRules: a finished match with a minute.
  season.matches[5]!.minute = 90;
  // footballCardsAndSubstitutions: a booking for a side not in the match.
  season.matches[6]!.cards = [
    { team: season.matches[7]!.team1, player: "Nobody", card: "yellow", minute: 5 },
  ];
  // uniqueSlugs: a second team whose name makes the same address as another's.
  season.teams[2]!.name = season.teams[3]!.name.toUpperCase();
  return season;
}

function brokenCsc(): CricketSeason {
  const season = structuredClone(getCscSeason(2025)!);
  const [first, second, third] = season.matches;
  // cricketTeamsBelong: a team from another season.
  first!.innings[1].team = "Karachi Nobodies";
  // cricketDateLabels: a second "Match 1".
  second!.date = first!.date;
  // cricketScorecardsAddUp: a batter with more runs than the total.
  third!.innings[0].batting[0]!.runs = third!.innings[0].runs + 1;
  // cricketInningsLength: a side batting first that stopped early, still with wickets in hand.
  const fourth = season.matches[3]!.innings[0];
  fourth.balls = 20;
  fourth.wickets = Math.min(fourth.wickets, 4);
  // cricketOversAddUp: runs per over one more than the total (the shipped Match 1 has them).
  first!.innings[0].runsPerOver = first!.innings[0].runsPerOver!.map((runs, over) =>
    over === 0 ? runs + 1 : runs,
  );
  // cricketFinalistsQualified: the wrong side in the Grand Final.
  const final = season.matches.find((match) => match.stage === "Grand Final")!;
  final.innings[0].team = "Lahore Qalandars";
  // cricketUniquePlayers: a player batting for two teams.
  season.matches[5]!.innings[0].batting[0]!.player =
    season.matches[6]!.innings[0].batting[0]!.player;
  // cricketUniqueSlugs: a second Grand Final, at the same address as the first.
  season.matches.push(structuredClone(final));
  // cricketStatusRules: a finished match with an over.
  season.matches[4]!.over = "4.1";
  // uniqueSlugs: one player written two ways in the scorecards (one address for both).
  const batter = season.matches[7]!.innings[0].batting[0]!;
  batter.player = batter.player.toUpperCase();
  return season;
}

test("UCC: every check names its problem in a deliberately broken 2025 season, and the loader refuses it", () => {
  const season = brokenUcc();
  for (const check of FOOTBALL_CHECKS) expect(check(season, UCC_RULES), check.name).not.toEqual([]);
  expect(() =>
    loadTournament(
      { "content/tournaments/ucc/2025.yaml": asInput(season) },
      footballKind(tournament("ucc")),
    ),
  ).toThrow(/^content\/tournaments\/ucc\/2025\.yaml: /);
});

test("CSC: every check names its problem in a deliberately broken 2025 season, and the loader refuses it", () => {
  const season = brokenCsc();
  for (const check of CRICKET_CHECKS) expect(check(season, CSC_RULES), check.name).not.toEqual([]);
  expect(() =>
    loadTournament(
      { "content/tournaments/csc/2025.yaml": asInput(season) },
      cricketKind(tournament("csc")),
    ),
  ).toThrow(/^content\/tournaments\/csc\/2025\.yaml: /);
});

test("the shipped seasons themselves pass, so each problem above comes from the break", () => {
  for (const check of FOOTBALL_CHECKS)
    expect(check(getUccSeason(2025)!, UCC_RULES), check.name).toEqual([]);
  for (const check of CRICKET_CHECKS)
    expect(check(getCscSeason(2025)!, CSC_RULES), check.name).toEqual([]);
});

test("across seasons: the loader refuses a later season that spells a team or player of an earlier one differently", () => {
  const first = structuredClone(getUccSeason(2024)!);
  const second = structuredClone(getUccSeason(2025)!);
  const renamed = second.teams.find((team) =>
    first.teams.some((other) => other.name === team.name),
  )!;
  const spelling = renamed.name.toUpperCase();
  second.matches = second.matches.map((match) => ({
    ...match,
    team1: match.team1 === renamed.name ? spelling : match.team1,
    team2: match.team2 === renamed.name ? spelling : match.team2,
    events: match.events.map((event) =>
      event.team === renamed.name ? { ...event, team: spelling } : event,
    ),
  }));
  renamed.name = spelling;
  expect(() =>
    loadTournament(
      {
        "content/tournaments/ucc/2024.yaml": asInput(first),
        "content/tournaments/ucc/2025.yaml": asInput(second),
      },
      footballKind(tournament("ucc")),
    ),
  ).toThrow(
    new RegExp(`^content/tournaments/ucc/2025\\.yaml: teams: the team "${spelling}" is written`),
  );
});
