import { expect, test } from "vitest";
import { ContentError } from "~/features/content/problems";
import { checkCricketSeason } from "./cricket-checks";
import { checkFootballSeason } from "./football-checks";
import { checkQualifiers } from "./qualifier-checks";
import { cricketResultText, inningsScoreText } from "~/features/tournaments/figures/cricket";
import { footballWinner } from "~/features/tournaments/figures/football";
import { knockoutMatch } from "~/features/tournaments/figures/knockouts";
import { showsLinkColumn } from "~/features/tournaments/figures/qualifier-tables";
import { CRICKET_LEAGUES } from "~/features/tournaments/model/cricket-season";
import { cricketKind, footballKind, loadTournament } from "./season-files.server";
import { cricketContent, footballContent, tournamentYears } from "./current.server";
import { groupTables, leagueTable } from "~/features/tournaments/figures/standings";
import {
  CSC_RULES,
  asInput,
  tinyCricketSeason,
  tinyFootballSeason,
  UCC_RULES,
} from "../../../../tests/fixtures/tournaments";
import { tournament } from "~/features/tournaments/model/tournaments";

const UCC_KIND = footballKind(tournament("ucc"));
const CSC_KIND = cricketKind(tournament("csc"));
const getUccSeason = (year: number) => footballContent("ucc").seasons.get(year);
const getCscSeason = (year: number) => cricketContent("csc").seasons.get(year);
const getUccQualifiers = (year: string) => footballContent("ucc").qualifiers.get(year);
const getCscQualifiers = (year: string) => cricketContent("csc").qualifiers.get(year);

const DIR = "content/tournaments/ucc/";
const UCC_YEARS = () => tournamentYears("ucc");
const CSC_YEARS = () => tournamentYears("csc");

test("loadTournament checks YYYY.yaml seasons and YYYY-q.yaml qualifiers", () => {
  const qualifiers = {
    year: "2026 Q",
    groups: [
      {
        group: 1,
        teams: [
          { name: "Celtic", country: "Scotland" },
          { name: "Ajax", country: "Netherlands" },
        ],
        fixtures: [],
      },
    ],
  };
  const loaded = loadTournament(
    { [`${DIR}2025.yaml`]: asInput(tinyFootballSeason()), [`${DIR}2026-q.yaml`]: qualifiers },
    UCC_KIND,
  );
  expect([...loaded.seasons.keys()]).toEqual([2025]);
  expect([...loaded.qualifiers.keys()]).toEqual(["2026 Q"]);
});

test("a bad file is refused with its name: schema field, data check, year or file name; every bad file is named", () => {
  const refuse = (files: Record<string, unknown>) => () => loadTournament(files, UCC_KIND);
  const badField = tinyFootballSeason();
  badField.teams[0]!.group = "Z" as "A";
  expect(refuse({ [`${DIR}2025.yaml`]: asInput(badField) })).toThrow(
    /^content\/tournaments\/ucc\/2025\.yaml: field "teams\.0\.group": /,
  );
  const badScore = tinyFootballSeason();
  badScore.matches[0]!.goals1 = 3;
  expect(refuse({ [`${DIR}2025.yaml`]: asInput(badScore) })).toThrow(
    "content/tournaments/ucc/2025.yaml: matches.0 (Match 1 · 1 Jun 2025): goal events for Ash add up to 1, the score says 3",
  );
  expect(refuse({ [`${DIR}2024.yaml`]: asInput(tinyFootballSeason()) })).toThrow(
    'content/tournaments/ucc/2024.yaml: field "year": 2025 does not match the file name',
  );
  expect(refuse({ [`${DIR}teams.yaml`]: asInput(tinyFootballSeason()) })).toThrow(ContentError);
  expect(
    refuse({
      [`${DIR}2025.yaml`]: asInput(badScore),
      [`${DIR}2024.yaml`]: asInput(tinyFootballSeason()),
    }),
  ).toThrow(/2024\.yaml: field "year".*\n.*2025\.yaml: matches\.0/);
  const cscBroken = tinyCricketSeason();
  cscBroken.matches[0]!.innings[0].batting[0]!.runs = 99;
  expect(() =>
    loadTournament({ "content/tournaments/csc/2025.yaml": asInput(cscBroken) }, CSC_KIND),
  ).toThrow(/batters' runs add up to 129, more than the total of 60/);
});

test("year choices come from the files: teams for every season, results screens for seasons with matches; the latest of them is the default", () => {
  for (const [years, content] of [
    [UCC_YEARS(), footballContent("ucc")],
    [CSC_YEARS(), cricketContent("csc")],
  ] as const) {
    const seasons = [...content.seasons.values()].sort((a, b) => a.year - b.year);
    const played = seasons
      .filter((season) => season.matches.length > 0)
      .map((season) => season.year);
    expect(years.teams).toEqual(seasons.map((season) => season.year));
    expect([years.fixtures, years.standings, years.stats]).toEqual([played, played, played]);
    expect(years.defaultYear).toBe(played.at(-1));
    expect(years.qualifiers).toEqual([...content.qualifiers.keys()].sort());
    expect(years.defaultQualifiers).toBe(years.qualifiers.at(-1));
  }
  expect(getUccSeason(1999)).toBeUndefined();
});

test("a tournament whose seasons have no results yet opens on its latest season; one without files offers nothing", () => {
  const teamsOnly = { ...tinyFootballSeason(), matches: [] };
  const loaded = loadTournament({ [`${DIR}2025.yaml`]: asInput(teamsOnly) }, UCC_KIND);
  expect(loaded.seasons.get(2025)!.matches).toEqual([]);
});

test("the shipped seasons pass every data check", () => {
  for (const year of UCC_YEARS().teams)
    expect(checkFootballSeason(getUccSeason(year)!, UCC_RULES)).toEqual([]);
  for (const year of CSC_YEARS().teams)
    expect(checkCricketSeason(getCscSeason(year)!, CSC_RULES)).toEqual([]);
  for (const year of UCC_YEARS().qualifiers)
    expect(checkQualifiers(getUccQualifiers(year)!)).toEqual([]);
  for (const year of CSC_YEARS().qualifiers)
    expect(checkQualifiers(getCscQualifiers(year)!)).toEqual([]);
});

test("UCC 2025 Grand Final: Atletico Madrid 0-1 Dortmund, Dortmund champions", () => {
  const final = knockoutMatch(getUccSeason(2025)!, "Grand Final")!;
  expect(final).toMatchObject({
    team1: "Atletico Madrid",
    team2: "Dortmund",
    goals1: 0,
    goals2: 1,
  });
  expect(final.extraTime).toBeUndefined();
  expect(footballWinner(final)).toBe("Dortmund");
});

test("CSC 2025 Grand Final: Melbourne Stars 56-0 vs Sydney Thunder 61-2, Thunder chasing 57", () => {
  const season = getCscSeason(2025)!;
  const finals = season.matches.filter((match) => match.stage === "Grand Final");
  expect(finals).toHaveLength(1);
  const [stars, thunder] = finals[0]!.innings;
  expect([stars.team, inningsScoreText(stars), thunder.team, inningsScoreText(thunder)]).toEqual([
    "Melbourne Stars",
    "56-0",
    "Sydney Thunder",
    "61-2",
  ]);
  expect(cricketResultText(finals[0]!)).toBe("Sydney Thunder won by 3 wickets");
  expect(
    leagueTable(CSC_RULES, season)
      .filter((row) => row.qualified)
      .map((row) => row.team),
  ).toEqual(["Melbourne Stars", "Sydney Thunder"]);
});

test("UCC 2024 and 2025: 16 teams, 4 a group, a full round robin, 7 knockout ties, with draws, extra time and penalties", () => {
  for (const year of [2024, 2025]) {
    const season = getUccSeason(year)!;
    expect(season.teams).toHaveLength(16);
    for (const rows of Object.values(groupTables(UCC_RULES, season)))
      expect(rows.map((row) => row.played)).toEqual([3, 3, 3, 3]);
    const group = season.matches.filter((match) => match.stage.startsWith("Group"));
    expect(group).toHaveLength(24);
    expect(season.matches).toHaveLength(31);
    expect(group.some((match) => match.goals1 === match.goals2)).toBe(true);
    const knockouts = season.matches.slice(24);
    expect(knockouts.some((match) => match.penalties)).toBe(true);
    expect(knockouts.some((match) => match.extraTime && !match.penalties)).toBe(true);
    expect(
      season.matches.some((match) => match.events.some((event) => event.assist === null)),
    ).toBe(true);
  }
  const next = getUccSeason(2026)!;
  expect(next.teams).toHaveLength(12);
  expect(next.matches).toEqual([]);
  for (const group of ["A", "B", "C", "D"])
    expect(next.teams.filter((team) => team.group === group)).toHaveLength(3);
});

test("qualifiers: 2025 Q was not streamed, 2026 Q was in part and has a group without fixtures; CSC 2026 Q streamed every fixture", () => {
  const q2025 = getUccQualifiers("2025 Q")!;
  expect(q2025.groups.map((group) => group.group)).toEqual([1, 2]);
  expect(showsLinkColumn(q2025)).toBe(false);
  const q2026 = getUccQualifiers("2026 Q")!;
  expect(showsLinkColumn(q2026)).toBe(true);
  expect(q2026.groups.some((group) => group.fixtures.length === 0)).toBe(true);
  const csc = getCscQualifiers("2026 Q")!;
  expect(csc.groups.map((group) => group.group)).toEqual([1]);
  expect(csc.groups[0]!.fixtures).toHaveLength(3);
  expect(csc.groups[0]!.fixtures.every((fixture) => fixture.streamed)).toBe(true);
});

test("CSC 2025: six teams, 15 league matches, every innings within 5 overs and 5 wickets, one side bowled out early", () => {
  const season = getCscSeason(2025)!;
  expect(season.teams).toHaveLength(6);
  expect(season.matches.filter((match) => match.stage === "League")).toHaveLength(15);
  const innings = season.matches.flatMap((match) => match.innings);
  expect(innings.some((entry) => entry.wickets === 5 && entry.balls < 30)).toBe(true);
  // The six leagues of the home page are where the franchises come from across 2025 and 2026.
  const leagues = new Set(
    [...season.teams, ...getCscSeason(2026)!.teams].map((team) => team.league),
  );
  expect([...leagues].sort()).toEqual(Object.values(CRICKET_LEAGUES).sort());
});

test("a watch link in the content names a real video: a YouTube watch link (the shipped seasons name none yet)", () => {
  const links = [
    ...[...footballContent("ucc").seasons.values()].flatMap((season) =>
      season.matches.map((match) => match.watch),
    ),
    ...[...cricketContent("csc").seasons.values()].flatMap((season) =>
      season.matches.map((match) => match.watch),
    ),
    ...[
      ...footballContent("ucc").qualifiers.values(),
      ...cricketContent("csc").qualifiers.values(),
    ].flatMap((q) => q.groups.flatMap((group) => group.fixtures.map((fixture) => fixture.watch))),
  ].filter(Boolean);
  for (const link of links)
    expect(link).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
});
