// The cricket match page's over-by-over part, rendered as the server renders it: a match whose
// season file gives runs per over and the fall of wickets shows the worm and the Manhattan as
// SVG, each named by a caption that says what it shows, their figures as tables and a
// fall-of-wickets line under each innings; a match without them shows none of it. The matches
// are found from the season files, not named here.
import { beforeAll, expect, test } from "vitest";
import { appRenderer } from "../helpers/render-app";
import { currentContent } from "~/features/content/current.server";
import { tournamentEntries } from "~/features/tournaments/centre/match-entries";
import { matchPath } from "~/features/tournaments/model/addresses";
import type { CricketMatch } from "~/features/tournaments/model/cricket-season";

let app: Awaited<ReturnType<typeof appRenderer>>;
beforeAll(async () => {
  app = await appRenderer("https://voltverse.example.com");
}, 60_000);

function cscMatches(): { path: string; match: CricketMatch }[] {
  const content = currentContent().tournaments.csc;
  if (content.sport !== "cricket") throw new Error("CSC is a cricket tournament");
  return tournamentEntries(content).map((entry) => ({
    path: matchPath("csc", entry.year, entry.slug),
    match: content.seasons.get(entry.year)!.matches[entry.index]!,
  }));
}

const recorded = (match: CricketMatch) =>
  match.innings.every((innings) => innings.runsPerOver && innings.fallOfWickets?.length);

/** The text of the element with this id (a caption an SVG names itself by). */
function textOfId(html: string, id: string): string | undefined {
  const found = new RegExp(`<[a-z]+[^>]* id="${id}"[^>]*>([^<]*)<`).exec(html);
  return found?.[1];
}

test("a match with runs per over and the fall of wickets: both charts as SVG named by their captions, a table per innings, a fall-of-wickets line each", async () => {
  const withData = cscMatches().filter(({ match }) => recorded(match));
  expect(withData.length).toBeGreaterThan(0);
  for (const { path, match } of withData) {
    const html = (await (await app.render(path)).text()).replaceAll("&#x27;", "'");
    const charts = [...html.matchAll(/<svg[^>]*role="img"[^>]*aria-labelledby="([^"]+)"/g)];
    const captions = charts.map(([, id]) => textOfId(html, id!) ?? "");
    expect(
      captions.filter((text) => text.startsWith("Runs after each over")),
      path,
    ).toHaveLength(1);
    expect(
      captions.filter((text) => text.startsWith("Runs in each over")),
      path,
    ).toHaveLength(1);
    for (const innings of match.innings) {
      expect(html, path).toContain(`${innings.team}: over by over</caption>`);
      // The worm's caption gives each total; the table each over's runs and the score after it.
      expect(captions.join(" "), path).toContain(
        `${innings.team} reached ${innings.runs} for ${innings.wickets}`,
      );
      const first = innings.fallOfWickets![0]!;
      expect(html, path).toContain(`1-${first.score} (${first.batter}, ${first.over.text} ov)`);
    }
    expect(html.match(/Fall of wickets:/g), path).toHaveLength(2);
  }
});

test("a match without runs per over: no charts, no tables, no fall-of-wickets line", async () => {
  const without = cscMatches().filter(({ match }) =>
    match.innings.every((innings) => !innings.runsPerOver && !innings.fallOfWickets),
  );
  expect(without.length).toBeGreaterThan(0);
  for (const { path } of without.slice(0, 3)) {
    const html = await (await app.render(path)).text();
    expect(html, path).not.toContain("Over by over");
    expect(html, path).not.toContain("over by over</caption>");
    expect(html, path).not.toContain("Fall of wickets:");
    expect(html, path).not.toContain("Runs after each over");
  }
});
