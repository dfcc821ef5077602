// A tournament's Fixtures page: every match of the season with its result and Watch link, each
// linked to its match page, and the knockout bracket of a football season.
import { matchPath, matchSlug, tournamentAddress } from "~/features/tournaments/model/addresses";
import { knockoutMatch } from "~/features/tournaments/figures/knockouts";
import { tableRules } from "~/features/tournaments/figures/standings";
import type {
  FootballKnockoutStage,
  FootballSeason,
} from "~/features/tournaments/model/football-season";
import { tournamentHead } from "~/features/tournaments/frame/head";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import { tournament, type TournamentId } from "~/features/tournaments/model/tournaments";
import { watchLinks } from "~/features/tournaments/model/watch";
import { chosen, NONE } from "./page-parts.server";
import {
  bracketView,
  cricketFixtureRows,
  footballFixtureRows,
  type BracketRoundView,
} from "./rows";
import { countWord } from "~/utils/text";

/** Each played tie of the bracket linked to its match page. */
function bracketWithMatchPages(
  id: TournamentId,
  season: FootballSeason,
  rounds: BracketRoundView[],
): BracketRoundView[] {
  return rounds.map((round) => ({
    ...round,
    ties: round.ties.map((tie) => {
      const match = knockoutMatch(season, tie.stage as FootballKnockoutStage);
      return match ? { ...tie, href: matchPath(id, season.year, matchSlug(match)) } : tie;
    }),
  }));
}

export function fixturesScreen(request: Request) {
  const { id } = tournamentAddress(request);
  const { choices, year } = chosen(id, "fixtures", request);
  const content = tournamentContent(id);
  const base = {
    ...tournamentHead(id),
    year,
    choices,
    description: `${tournament(id).name} fixtures and results, with watch links.`,
  };
  if (year === undefined)
    return { ...base, intro: "", empty: NONE("results"), rows: [], bracket: undefined };
  if (content.sport === "football") {
    const season = content.seasons.get(year)!;
    return {
      ...base,
      description: `${base.name} fixtures and results: group matches, quarterfinals, semifinals and the Grand Final, with watch links.`,
      empty: undefined,
      intro: `Every match of the ${year} ${base.name} with its result, and where to watch it.`,
      rows: footballFixtureRows(season, watchLinks(id), (slug) => matchPath(id, year, slug)),
      bracket: bracketWithMatchPages(id, season, bracketView(season, tableRules(tournament(id)))),
    };
  }
  const season = content.seasons.get(year)!;
  const league = season.matches.filter((match) => match.stage === "League").length;
  const finals = season.matches.length - league;
  return {
    ...base,
    description: `${base.name} fixtures and results: ${league} league matches${finals ? " and the Grand Final" : ""}, with scores and watch links.`,
    empty: undefined,
    intro: `The ${countWord(league)} league matches${finals ? " and the Grand Final" : ""} of ${year}: 5 overs a side, scores as runs-wickets with the overs faced.`,
    rows: cricketFixtureRows(season, watchLinks(id), (slug) => matchPath(id, year, slug)),
    bracket: undefined,
  };
}
