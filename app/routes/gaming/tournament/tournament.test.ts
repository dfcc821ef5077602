// The tournament screens, one set of route modules for every tournament, on the shipped content.
// Expectations come from the season files themselves: a new season or result moves them too.
import { expect, test } from "vitest";
import { loaderArgs, thrownData } from "../../../../tests/helpers/routes";
import {
  cricketContent,
  footballContent,
  tournamentYears,
} from "~/features/tournaments/files/current.server";
import { knockoutMatch } from "~/features/tournaments/figures/knockouts";
import { TOURNAMENTS, tournamentPath } from "~/features/tournaments/model/tournaments";
import { siteConfig } from "~/site.config";
import { countWord } from "~/utils/text";
import * as fixtures from "./fixtures";
import * as home from "./home";
import * as info from "./info";
import * as qualifiers from "./qualifiers";
import * as standings from "./standings";
import * as stats from "./stats";
import * as teams from "./teams";

const hrefs = (choices: { links: { href: string; current: boolean }[] }[], index: number) =>
  choices[index]!.links.map((link) => (link.current ? `*${link.href}` : link.href));

test("every screen of every tournament renders its default choices, named for its tournament", () => {
  for (const { id, short, name } of TOURNAMENTS) {
    expect(home.loader(loaderArgs(tournamentPath(id))).name).toBe(name);
    for (const [page, module] of [
      ["teams", teams],
      ["fixtures", fixtures],
      ["standings", standings],
      ["stats", stats],
      ["qualifiers", qualifiers],
      ["info", info],
    ] as const) {
      const data = module.loader(loaderArgs(tournamentPath(id, page)));
      expect(data.short, `${id} ${page}`).toBe(short);
      expect(data.description, `${id} ${page}`).toContain(name);
    }
  }
});

test("UCC home: the latest final from the data, its continents and photos", () => {
  const data = home.loader(loaderArgs("/gaming/ucc"));
  const year = tournamentYears("ucc").defaultYear!;
  const final = knockoutMatch(footballContent("ucc").seasons.get(year)!, "Grand Final")!;
  expect(data.final!.sides.map((side) => side.name)).toEqual([final.team1, final.team2]);
  expect(data.final!.sides.map((side) => side.score)).toEqual([
    String(final.goals1),
    String(final.goals2),
  ]);
  expect(data.description).toContain(
    `the ${year} Grand Final ${final.team1} ${final.goals1}-${final.goals2} ${final.team2}`,
  );
  expect(data.origins.items.map((item) => item.title)).toEqual([
    "America",
    "Asia",
    "Europe",
    "Oceania",
  ]);
  expect(data.photos).toEqual(footballContent("ucc").home.photos);
  expect(data.others.map((other) => other.id)).toEqual(
    TOURNAMENTS.filter(({ id }) => id !== "ucc").map(({ id }) => id),
  );
});

test("CSC home: the latest final, the leagues its franchises come from across seasons", () => {
  const data = home.loader(loaderArgs("/gaming/csc"));
  const content = cricketContent("csc");
  const final = content.seasons
    .get(content.years.defaultYear!)!
    .matches.find((match) => match.stage === "Grand Final")!;
  expect(data.final!.sides.map((side) => side.name)).toEqual(
    final.innings.map((innings) => innings.team),
  );
  expect(data.final!.result).toMatch(/ won by \d+ (runs?|wickets?)$|^Match tied$/);
  const leagues = new Set(
    [...content.seasons.values()].flatMap((season) => season.teams.map((team) => team.league)),
  );
  expect(new Set(data.origins.items.map((item) => item.title))).toEqual(leagues);
});

test("UCC teams: the default year by continent unless the URL says otherwise", () => {
  const years = tournamentYears("ucc");
  const plain = teams.loader(loaderArgs("/gaming/ucc/teams"));
  expect(plain.year).toBe(years.defaultYear);
  expect(plain.intro).toContain("continent");
  expect(hrefs(plain.choices, 0)).toEqual(
    years.teams.map(
      (year) =>
        `${year === years.defaultYear ? "*" : ""}/gaming/ucc/teams${year === years.defaultYear ? "" : `?year=${year}`}`,
    ),
  );
  const last = years.teams.at(-1)!;
  const next = teams.loader(loaderArgs(`/gaming/ucc/teams?year=${last}&view=country`));
  const season = footballContent("ucc").seasons.get(last)!;
  expect(next.cards.flatMap((card) => card.teams.map((team) => team.detail)).sort()).toEqual(
    season.teams.map((team) => team.country).sort(),
  );
});

test("UCC standings: group A of the default year, its rows; group and year from the URL", () => {
  const data = standings.loader(loaderArgs("/gaming/ucc/standings"));
  const year = tournamentYears("ucc").defaultYear!;
  const groupA = footballContent("ucc")
    .seasons.get(year)!
    .teams.filter((team) => team.group === "A");
  expect([data.year, data.table!.sport, data.table!.rows.length]).toEqual([
    year,
    "football",
    groupA.length,
  ]);
  expect(data.table!.rows.filter((row) => row.qualified)).toHaveLength(2);
  const first = tournamentYears("ucc").standings[0]!;
  const other = standings.loader(loaderArgs(`/gaming/ucc/standings?year=${first}&group=C`));
  expect(other.year).toBe(first);
  expect(hrefs(other.choices, 1)).toContain(`*/gaming/ucc/standings?year=${first}&group=C`);
});

test("fixtures: every match of the season, and for football the bracket, the final last", () => {
  for (const year of tournamentYears("ucc").fixtures) {
    const data = fixtures.loader(loaderArgs(`/gaming/ucc/fixtures?year=${year}`));
    expect(data.rows).toHaveLength(footballContent("ucc").seasons.get(year)!.matches.length);
    expect(data.bracket!.map((round) => round.ties.length)).toEqual([4, 2, 1]);
  }
  const csc = fixtures.loader(loaderArgs("/gaming/csc/fixtures"));
  const season = cricketContent("csc").seasons.get(csc.year!)!;
  expect(csc.rows).toHaveLength(season.matches.length);
  expect(csc.bracket).toBeUndefined();
  expect(csc.description).toContain(
    `${season.matches.filter((match) => match.stage === "League").length} league matches`,
  );
});

test("every fixture of every season has a Watch button: its video, or a search of the site's channel for that match", () => {
  for (const { id, short } of TOURNAMENTS) {
    for (const year of tournamentYears(id).fixtures) {
      const data = fixtures.loader(loaderArgs(`/gaming/${id}/fixtures?year=${year}`));
      expect(data.rows.length).toBeGreaterThan(0);
      for (const row of data.rows) {
        const label = row.date.split(" · ")[0]!;
        expect([
          `${siteConfig.channel.url}/search?${new URLSearchParams({ query: `${short} ${year} ${label}` })}`,
          expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=/),
        ]).toContainEqual(row.watch);
      }
    }
    const final = home.loader(loaderArgs(tournamentPath(id))).final;
    if (final)
      expect(final.watch).toBe(
        final.videoId
          ? `https://www.youtube.com/watch?v=${final.videoId}`
          : `${siteConfig.channel.url}/search?${new URLSearchParams({ query: `${short} ${final.title.replace("Season ", "")}` })}`,
      );
  }
});

test("CSC standings: one table with NRR signed to three decimals, the top two qualified", () => {
  const data = standings.loader(loaderArgs("/gaming/csc/standings"));
  const rows = data.table!.sport === "cricket" ? data.table!.rows : [];
  expect(rows).toHaveLength(cricketContent("csc").seasons.get(data.year!)!.teams.length);
  for (const row of rows) expect(row.nrr).toMatch(/^[+-]\d+\.\d{3}$/);
  expect(rows.filter((row) => row.qualified)).toHaveLength(2);
});

test("stats: goals or runs by default; another metric from the URL; ranks shared by equal values", () => {
  const goals = stats.loader(loaderArgs("/gaming/ucc/stats"));
  expect(goals.label).toBe("Goals");
  expect(goals.rows.every((row) => row.value > 0)).toBe(true);
  const sheets = stats.loader(
    loaderArgs(`/gaming/ucc/stats?metric=cleanSheets&year=${tournamentYears("ucc").stats[0]}`),
  );
  expect(sheets.label).toBe("Clean sheets");
  for (let i = 1; i < sheets.rows.length; i += 1) {
    const [before, row] = [sheets.rows[i - 1]!, sheets.rows[i]!];
    expect(row.rank).toBe(row.value === before.value ? before.rank : i + 1);
  }
  const runs = stats.loader(loaderArgs("/gaming/csc/stats"));
  expect(runs.label).toBe("Runs");
  expect(runs.rows.every((row) => row.rank <= 10 && row.value > 0)).toBe(true);
  expect(stats.loader(loaderArgs("/gaming/csc/stats?metric=wickets")).label).toBe("Wickets");
});

test("qualifiers: the latest round, group 1, by default; the Link column only where a fixture has a link", () => {
  for (const { id } of TOURNAMENTS) {
    const data = qualifiers.loader(loaderArgs(`/gaming/${id}/qualifiers`));
    expect([data.year, data.group]).toEqual([tournamentYears(id).defaultQualifiers, 1]);
    for (const row of data.fixtures) expect(row.match).toMatch(/^.+ VS .+$/);
    // The Link column is the year's: a group may have no linked fixture while another has.
    if (data.fixtures.some((row) => row.watch !== undefined)) expect(data.showLink).toBe(true);
  }
});

test("info: the rules with the tournament's own numbers, from its descriptor and its season", () => {
  const ucc = info.loader(loaderArgs("/gaming/ucc/info"));
  expect(ucc.sections.map((section) => section.title)).toEqual([
    "Format",
    "Points and the table",
    "Knockout matches",
    "Watching",
  ]);
  expect(ucc.sections[1]!.body[0]).toBe(
    "A win earns 3 points, a draw 1, a defeat nothing. Clubs level on points are separated by goal difference, then goals scored, then the results of the matches between them.",
  );
  const csc = info.loader(loaderArgs("/gaming/csc/info"));
  const season = cricketContent("csc").seasons.get(tournamentYears("csc").defaultYear!)!;
  const leagues = new Set(season.teams.map((team) => team.league)).size;
  expect(csc.sections[0]!.body[0]).toMatch(
    new RegExp(`^\\w+ franchises from \\w+ of the world's short-format leagues`),
  );
  expect(csc.sections[0]!.body[0]).toContain(
    `from ${countWord(leagues)} of the world's short-format leagues`,
  );
});

test("a year, group, metric or view without data answers 404 with links to the valid choices", () => {
  const years = tournamentYears("ucc");
  const year = thrownData(() => standings.loader(loaderArgs("/gaming/ucc/standings?year=1999")));
  expect(year.status).toBe(404);
  expect(year.data).toEqual({
    message: 'UCC Standings has no year "1999".',
    label: "Year",
    links: years.standings.map((option) => ({
      label: String(option),
      href: `/gaming/ucc/standings${option === years.defaultYear ? "" : `?year=${option}`}`,
    })),
  });
  const group = thrownData(() =>
    standings.loader(loaderArgs(`/gaming/ucc/standings?year=${years.standings[0]}&group=Z`)),
  );
  expect(group.status).toBe(404);
  expect((group.data as { links: { href: string }[] }).links).toHaveLength(4);
  expect(thrownData(() => stats.loader(loaderArgs("/gaming/ucc/stats?metric=saves"))).status).toBe(
    404,
  );
  expect(thrownData(() => teams.loader(loaderArgs("/gaming/ucc/teams?view=city"))).status).toBe(
    404,
  );
  expect(
    thrownData(() => qualifiers.loader(loaderArgs("/gaming/ucc/qualifiers?year=2026-q&group=9")))
      .status,
  ).toBe(404);
  expect(
    thrownData(() => qualifiers.loader(loaderArgs("/gaming/ucc/qualifiers?year=1999-q"))).status,
  ).toBe(404);
  expect(
    thrownData(() => fixtures.loader(loaderArgs("/gaming/csc/fixtures?year=1999"))).status,
  ).toBe(404);
  expect(thrownData(() => stats.loader(loaderArgs("/gaming/csc/stats?metric=goals"))).status).toBe(
    404,
  );
  expect(thrownData(() => teams.loader(loaderArgs("/gaming/csc/teams?year=1999"))).status).toBe(
    404,
  );
});
