import { expect, test } from "vitest";
import {
  cricketQualifierTable,
  qualifierMatchText,
  showsLinkColumn,
  footballQualifierTable,
} from "./qualifier-tables";
import { formatNrr, tableRules } from "./standings";
import { parseDay } from "~/features/tournaments/model/match-date";
import type { FootballQualifierFixture } from "~/features/tournaments/model/qualifiers";
import { tournament } from "~/features/tournaments/model/tournaments";

/** The qualifiers' rules: each tournament's points, with its own number of places through. */
const UCC_QUALIFIERS = tableRules(tournament("ucc"), tournament("ucc").qualifierPlaces);
const CSC_QUALIFIERS = tableRules(tournament("csc"), tournament("csc").qualifierPlaces);

const teams = ["Celtic", "Marseille", "Brisbane Roar"].map((name) => ({ name, country: "X" }));

test("the Link column shows when any fixture of the year, in any group, has a video or was streamed", () => {
  const fixture: FootballQualifierFixture = {
    team1: "Celtic",
    team2: "Marseille",
    date: parseDay("1 Mar 2026"),
  };
  const withLink = {
    groups: [
      { fixtures: [fixture] },
      { fixtures: [fixture, { ...fixture, watch: "https://www.youtube.com/watch?v=aBcDeFgHiJk" }] },
    ],
  };
  expect(showsLinkColumn(withLink)).toBe(true);
  expect(showsLinkColumn({ groups: [{ fixtures: [fixture] }, { fixtures: [] }] })).toBe(false);
  expect(showsLinkColumn({ groups: [{ fixtures: [{ ...fixture, watch: "" }] }] })).toBe(false);
  expect(
    showsLinkColumn({ groups: [{ fixtures: [fixture, { ...fixture, streamed: true as const }] }] }),
  ).toBe(true);
});

test('fixtures read "X VS Y"', () => {
  expect(qualifierMatchText({ team1: "Celtic", team2: "Marseille" })).toBe("Celtic VS Marseille");
});

test("a football qualifiers table counts played fixtures only; (Q) for the top two once all are played", () => {
  const played = [
    {
      team1: "Celtic",
      team2: "Marseille",
      date: parseDay("1 Mar 2026"),
      result: { goals1: 2, goals2: 0 },
    },
    {
      team1: "Marseille",
      team2: "Brisbane Roar",
      date: parseDay("8 Mar 2026"),
      result: { goals1: 1, goals2: 1 },
    },
  ];
  const upcoming = { team1: "Brisbane Roar", team2: "Celtic", date: parseDay("15 Mar 2026") };
  const open = footballQualifierTable(
    { group: 1, teams, fixtures: [...played, upcoming] },
    UCC_QUALIFIERS,
  );
  expect(open.map((row) => [row.team, row.played, row.points, row.qualified])).toEqual([
    ["Celtic", 1, 3, false],
    ["Brisbane Roar", 1, 1, false],
    ["Marseille", 2, 1, false],
  ]);
  const done = footballQualifierTable(
    { group: 1, teams, fixtures: [...played, { ...upcoming, result: { goals1: 0, goals2: 0 } }] },
    UCC_QUALIFIERS,
  );
  expect(done.map((row) => `${row.team}${row.qualified ? " (Q)" : ""}`)).toEqual([
    "Celtic (Q)",
    "Brisbane Roar (Q)",
    "Marseille",
  ]);
  expect(
    footballQualifierTable({ group: 2, teams, fixtures: [] }, UCC_QUALIFIERS).every(
      (row) => row.played === 0,
    ),
  ).toBe(true);
});

test("a cricket qualifiers table has points and NRR; only the winner qualifies", () => {
  const score = (team: string, runs: number, wickets: number, balls: number) => ({
    team,
    runs,
    wickets,
    balls,
  });
  const rows = cricketQualifierTable(
    {
      group: 1,
      teams,
      fixtures: [
        {
          team1: "Celtic",
          team2: "Marseille",
          date: parseDay("1 Mar 2026"),
          result: [score("Celtic", 60, 2, 30), score("Marseille", 50, 5, 25)],
        },
        {
          team1: "Marseille",
          team2: "Brisbane Roar",
          date: parseDay("2 Mar 2026"),
          result: [score("Marseille", 40, 3, 30), score("Brisbane Roar", 41, 1, 21)],
        },
        {
          team1: "Brisbane Roar",
          team2: "Celtic",
          date: parseDay("3 Mar 2026"),
          result: [score("Brisbane Roar", 55, 4, 30), score("Celtic", 56, 2, 27)],
        },
      ],
    },
    CSC_QUALIFIERS,
  );
  expect(rows.map((row) => [row.team, row.points, row.qualified])).toEqual([
    ["Celtic", 4, true],
    ["Brisbane Roar", 2, false],
    ["Marseille", 0, false],
  ]);
  expect(formatNrr(rows[2]!.nrr)).toBe(formatNrr(90 / 10 - 101 / (5 + 3.5)));
});
