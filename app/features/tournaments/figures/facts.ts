// What the copy says about a tournament, counted from its data rather than written down: the
// number of teams, where they come from, the groups. A new season moves every sentence with it.
import { CONTINENTS, type FootballSeason } from "~/features/tournaments/model/football-season";
import { CRICKET_LEAGUES, type CricketSeason } from "~/features/tournaments/model/cricket-season";
import type { AnyTournamentContent } from "~/features/tournaments/model/content";
import { TIE_BREAKER_TEXT, type Tournament } from "~/features/tournaments/model/tournaments";
import { capitalised, countWord } from "~/utils/text";

/** The facts of one season the copy names. */
export type SeasonFacts = {
  year: number;
  teams: number;
  /** "clubs" or "franchises". */
  teamWord: string;
  /** Where the teams come from, in a stable order: continents (football) or leagues (cricket). */
  origins: string[];
  /** "continents" or "leagues". */
  originWord: string;
  /** Groups, and teams in each (one group, the league, in cricket). */
  groups: number;
  perGroup: number;
};

function footballFacts(season: FootballSeason): SeasonFacts {
  const groups = new Set(season.teams.map((team) => team.group));
  const continents = new Set<string>(season.teams.map((team) => team.continent));
  return {
    year: season.year,
    teams: season.teams.length,
    teamWord: "clubs",
    origins: CONTINENTS.filter((continent) => continents.has(continent)),
    originWord: "continents",
    groups: groups.size,
    perGroup: Math.round(season.teams.length / Math.max(1, groups.size)),
  };
}

function cricketFacts(season: CricketSeason): SeasonFacts {
  const leagues = new Set<string>(season.teams.map((team) => team.league));
  return {
    year: season.year,
    teams: season.teams.length,
    teamWord: "franchises",
    origins: Object.values(CRICKET_LEAGUES).filter((league) => leagues.has(league)),
    originWord: "leagues",
    groups: 1,
    perGroup: season.teams.length,
  };
}

/** The facts of the season a tournament shows first (its default year), or undefined for a tournament without seasons. */
export function showcaseFacts(content: AnyTournamentContent): SeasonFacts | undefined {
  const year = content.years.defaultYear;
  if (year === undefined) return undefined;
  return content.sport === "football"
    ? footballFacts(content.seasons.get(year)!)
    : cricketFacts(content.seasons.get(year)!);
}

/** One line about a tournament from its showcase season: "Sixteen clubs from four continents, four groups, one Grand Final." */
export function tagline(tournament: Tournament, facts: SeasonFacts | undefined): string {
  if (!facts) return `${tournament.sportName}: the first season is on its way.`;
  const who = `${capitalised(countWord(facts.teams))} ${facts.teamWord} from ${countWord(facts.origins.length)} ${facts.originWord}`;
  if (tournament.sport === "football")
    return `${who}, ${countWord(facts.groups)} groups, one Grand Final.`;
  return `${who}, five overs a side, one league and a Grand Final.`;
}

/** "3 points for a win, 1 for a draw": a tournament's points as the pages say them. */
export function pointsText({ points, sport }: Pick<Tournament, "points" | "sport">): string {
  const draw = sport === "cricket" ? "a tie or a match without a result" : "a draw";
  const loss = points.loss === 0 ? "nothing" : `${points.loss}`;
  return `A win earns ${points.win} points, ${draw} ${points.draw}, a defeat ${loss}.`;
}

/** "goal difference, then goals scored, then …": the tie-breakers in order. */
export function tieBreakersText({ tieBreakers }: Pick<Tournament, "tieBreakers">): string {
  return tieBreakers.map((breaker) => TIE_BREAKER_TEXT[breaker]).join(", then ");
}
