import { expect, test } from "vitest";
import { loaderArgs, thrownData } from "../../../../tests/helpers/routes";
import * as fixtures from "./fixtures";
import * as home from "./home";
import * as qualifiers from "./qualifiers";
import * as standings from "./standings";
import * as stats from "./stats";
import * as teams from "./teams";

test("home: the 2025 final, Melbourne Stars 56-0 v Sydney Thunder 61-2, six leagues and 6 photos", () => {
  const data = home.loader();
  expect(data.final.sides.map((side) => [side.name, side.score, side.detail, side.won])).toEqual([
    ["Melbourne Stars", "56-0", "5 overs", false],
    ["Sydney Thunder", "61-2", "4.4 overs", true],
  ]);
  expect(data.final.result).toBe("Sydney Thunder won by 3 wickets");
  expect(data.leagues.map((league) => league.name)).toEqual([
    "Bangladesh Premier League",
    "Big Bash League",
    "Caribbean Premier League",
    "Indian Premier League",
    "Pakistan Super League",
    "The Hundred",
  ]);
  expect(data.photos).toHaveLength(6);
});

test("teams: grouped by country with each team's league; 2026 from the URL", () => {
  const data = teams.loader(loaderArgs("/gaming/csc/teams"));
  expect(data.countries.find((entry) => entry.country === "Australia")!.teams.map((team) => team.detail)).toEqual(["Big Bash League", "Big Bash League"]);
  const next = teams.loader(loaderArgs("/gaming/csc/teams?year=2026"));
  expect(next.countries.some((entry) => entry.country === "England")).toBe(true);
});

test("standings: one table of six with NRR signed to three decimals, the top two qualified", () => {
  const data = standings.loader(loaderArgs("/gaming/csc/standings"));
  expect(data.rows).toHaveLength(6);
  for (const row of data.rows) expect(row.nrr).toMatch(/^[+-]\d+\.\d{3}$/);
  expect(data.rows.some((row) => row.nrr.startsWith("-"))).toBe(true);
  expect(data.rows.filter((row) => row.qualified).map((row) => row.team)).toEqual(["Melbourne Stars", "Sydney Thunder"]);
});

test("fixtures: 15 league matches and the Grand Final", () => {
  const data = fixtures.loader(loaderArgs("/gaming/csc/fixtures"));
  expect(data.rows).toHaveLength(16);
  expect(data.rows.filter((row) => row.stage === "Grand Final")).toHaveLength(1);
});

test("stats: a Top 10 of runs by default, wickets from the URL", () => {
  const runs = stats.loader(loaderArgs("/gaming/csc/stats"));
  expect(runs.label).toBe("Runs");
  expect(runs.rows.every((row) => row.rank <= 10 && row.value > 0)).toBe(true);
  expect(stats.loader(loaderArgs("/gaming/csc/stats?metric=wickets")).label).toBe("Wickets");
});

test("qualifiers: 2026 Q group 1, three fixtures with links", () => {
  const data = qualifiers.loader(loaderArgs("/gaming/csc/qualifiers"));
  expect([data.year, data.group, data.showLink, data.fixtures.length]).toEqual(["2026 Q", 1, true, 3]);
});

test("years and choices without data answer 404", () => {
  const year = thrownData(() => fixtures.loader(loaderArgs("/gaming/csc/fixtures?year=1999")));
  expect(year.status).toBe(404);
  expect(year.data).toMatchObject({ message: 'CSC Fixtures has no year "1999".', links: [{ label: "2025", href: "/gaming/csc/fixtures" }] });
  expect(thrownData(() => standings.loader(loaderArgs("/gaming/csc/standings?year=2026"))).status).toBe(404);
  expect(thrownData(() => stats.loader(loaderArgs("/gaming/csc/stats?metric=goals"))).status).toBe(404);
  expect(thrownData(() => qualifiers.loader(loaderArgs("/gaming/csc/qualifiers?group=2"))).status).toBe(404);
  expect(thrownData(() => teams.loader(loaderArgs("/gaming/csc/teams?year=2024"))).status).toBe(404);
});
