import { expect, test } from "vitest";
import { loaderArgs, thrownData } from "../../../../tests/helpers/routes";
import * as fixtures from "./fixtures";
import * as home from "./home";
import * as qualifiers from "./qualifiers";
import * as standings from "./standings";
import * as stats from "./stats";
import * as teams from "./teams";

const hrefs = (choices: { links: { href: string; current: boolean }[] }[], index: number) =>
  choices[index]!.links.map((link) => (link.current ? `*${link.href}` : link.href));

test("home: the 2025 final, Atletico Madrid 0-1 Dortmund, its video id, four continents and 11 photos", () => {
  const data = home.loader();
  expect(data.final.sides.map((side) => [side.name, side.score, side.won])).toEqual([
    ["Atletico Madrid", "0", false],
    ["Dortmund", "1", true],
  ]);
  expect(data.final.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
  expect(data.continents.map((entry) => entry.continent)).toEqual(["America", "Asia", "Europe", "Oceania"]);
  expect(data.continents.reduce((sum, entry) => sum + entry.clubs.length, 0)).toBe(16);
  expect(data.photos).toHaveLength(11);
});

test("teams: 2025 by continent unless the URL says otherwise; 2026 has three clubs a group", () => {
  const plain = teams.loader(loaderArgs("/gaming/ucc/teams"));
  expect([plain.year, plain.view]).toEqual([2025, "continent"]);
  expect(plain.groups.map((group) => group.teams.length)).toEqual([4, 4, 4, 4]);
  expect(hrefs(plain.choices, 0)).toEqual(["/gaming/ucc/teams?year=2024", "*/gaming/ucc/teams", "/gaming/ucc/teams?year=2026"]);
  const next = teams.loader(loaderArgs("/gaming/ucc/teams?year=2026&view=country"));
  expect(next.groups.map((group) => group.teams.length)).toEqual([3, 3, 3, 3]);
  expect(next.groups[0]!.teams.every((team) => !["America", "Asia", "Europe", "Oceania"].includes(team.detail))).toBe(true);
  expect(hrefs(next.choices, 1)).toEqual(["/gaming/ucc/teams?year=2026", "*/gaming/ucc/teams?year=2026&view=country"]);
});

test("standings: group A of 2025 by default, four rows, two qualified; group and year from the URL", () => {
  const data = standings.loader(loaderArgs("/gaming/ucc/standings"));
  expect([data.year, data.group, data.rows.length]).toEqual([2025, "A", 4]);
  expect(data.rows.filter((row) => row.qualified)).toHaveLength(2);
  const other = standings.loader(loaderArgs("/gaming/ucc/standings?year=2024&group=C"));
  expect([other.year, other.group]).toEqual([2024, "C"]);
  expect(hrefs(other.choices, 1)).toContain("*/gaming/ucc/standings?year=2024&group=C");
});

test("fixtures: 31 matches and the bracket, the final last", () => {
  const data = fixtures.loader(loaderArgs("/gaming/ucc/fixtures?year=2024"));
  expect(data.rows).toHaveLength(31);
  expect(data.bracket.map((round) => round.ties.length)).toEqual([4, 2, 1]);
  const final = fixtures.loader(loaderArgs("/gaming/ucc/fixtures")).bracket[2]!.ties[0]!;
  expect(final).toMatchObject({ team1: "Atletico Madrid", team2: "Dortmund", score: "0-1", winner: "Dortmund" });
});

test("stats: goals by default; clean sheets from the URL; ranks shared by equal values", () => {
  const goals = stats.loader(loaderArgs("/gaming/ucc/stats"));
  expect(goals.metric).toBe("goals");
  expect(goals.rows.every((row) => row.value > 0)).toBe(true);
  const sheets = stats.loader(loaderArgs("/gaming/ucc/stats?metric=cleanSheets&year=2024"));
  expect(sheets.label).toBe("Clean sheets");
  for (let i = 1; i < sheets.rows.length; i += 1) {
    const [before, row] = [sheets.rows[i - 1]!, sheets.rows[i]!];
    expect(row.rank).toBe(row.value === before.value ? before.rank : i + 1);
  }
});

test("qualifiers: 2026 Q group 1 by default with the Link column; 2025 Q has none; group 2 of 2026 Q has no fixtures", () => {
  const data = qualifiers.loader(loaderArgs("/gaming/ucc/qualifiers"));
  expect([data.year, data.group, data.showLink]).toEqual(["2026 Q", 1, true]);
  expect(data.fixtures[0]!.match).toMatch(/^.+ VS .+$/);
  expect(qualifiers.loader(loaderArgs("/gaming/ucc/qualifiers?year=2025-q")).showLink).toBe(false);
  expect(qualifiers.loader(loaderArgs("/gaming/ucc/qualifiers?group=2")).fixtures).toEqual([]);
});

test("a year, group, metric or view without data answers 404 with links to the valid choices", () => {
  const year = thrownData(() => standings.loader(loaderArgs("/gaming/ucc/standings?year=1999")));
  expect(year.status).toBe(404);
  expect(year.data).toEqual({
    message: 'UCC Standings has no year "1999".',
    label: "Year",
    links: [
      { label: "2024", href: "/gaming/ucc/standings?year=2024" },
      { label: "2025", href: "/gaming/ucc/standings" },
    ],
  });
  const group = thrownData(() => standings.loader(loaderArgs("/gaming/ucc/standings?year=2024&group=Z")));
  expect(group.status).toBe(404);
  expect((group.data as { links: { href: string }[] }).links.map((link) => link.href)).toEqual([
    "/gaming/ucc/standings?year=2024",
    "/gaming/ucc/standings?year=2024&group=B",
    "/gaming/ucc/standings?year=2024&group=C",
    "/gaming/ucc/standings?year=2024&group=D",
  ]);
  expect(thrownData(() => fixtures.loader(loaderArgs("/gaming/ucc/fixtures?year=2026"))).status).toBe(404);
  expect(thrownData(() => stats.loader(loaderArgs("/gaming/ucc/stats?metric=saves"))).status).toBe(404);
  expect(thrownData(() => teams.loader(loaderArgs("/gaming/ucc/teams?view=city"))).status).toBe(404);
  expect(thrownData(() => qualifiers.loader(loaderArgs("/gaming/ucc/qualifiers?year=2026-q&group=3"))).status).toBe(404);
  expect(thrownData(() => qualifiers.loader(loaderArgs("/gaming/ucc/qualifiers?year=2024-q"))).status).toBe(404);
});
