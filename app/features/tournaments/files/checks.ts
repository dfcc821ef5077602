// Data checks beyond the schemas: what a single field cannot say about a season. Each check
// returns its problems (empty when the data is sound); the loader refuses a season with any. Here
// what both sports' checks share and the checks across a tournament's seasons; each sport's own
// in football-checks.ts and cricket-checks.ts, the qualifiers' in qualifier-checks.ts.
import { seasonNames } from "~/features/tournaments/model/names";
import { nameSlug, repeatedSlugs } from "~/features/tournaments/model/addresses";
import type { TableRules } from "~/features/tournaments/figures/standings";
import type { CricketSeason } from "~/features/tournaments/model/cricket-season";
import type { FootballSeason } from "~/features/tournaments/model/football-season";
import type { MatchDate } from "~/features/tournaments/model/match-date";

/** A check of a season; the table rules are the tournament's (who qualified depends on them). */
export type Check<S> = (season: S, rules: TableRules) => string[];

export const at = (match: { date: MatchDate }, index: number) =>
  `matches.${index} (${match.date.text})`;

/** Every match is between two different teams of the season; a group match, two teams of that group. */

/** A date text's label fits the stage: "Match N" (each N once) in a group or league, the stage's name in a knockout. */
export function dateLabelProblems(
  matches: readonly { date: MatchDate; stage: string }[],
  labelFor: (stage: string) => string | undefined,
): string[] {
  const numbers = new Set<string>();
  return matches.flatMap((match, index) => {
    const { label } = match.date;
    const expected = labelFor(match.stage);
    if (expected !== undefined)
      return label === expected
        ? []
        : [`${at(match, index)}: the date text of a ${match.stage} begins "${expected}"`];
    if (!label.startsWith("Match "))
      return [`${at(match, index)}: the date text of a ${match.stage} match begins "Match N"`];
    if (numbers.has(label)) return [`${at(match, index)}: ${label} is numbered twice`];
    numbers.add(label);
    return [];
  });
}

/** Each match has an address of its own: no two matches of a season share a slug (model/addresses.ts). */
export function matchSlugProblems(
  matches: readonly { date: MatchDate; team1: string; team2: string }[],
): string[] {
  return repeatedSlugs(matches).map(
    (slug) =>
      `matches: two matches would share the address "${slug}"; each match of a season needs its own`,
  );
}

export function repeatedPairs(pairs: [string, string, string][]): string[] {
  const seen = new Set<string>();
  return pairs.flatMap(([a, b, where]) => {
    const key = [a, b].sort().join(" v ");
    if (seen.has(key)) return [`${where}: ${key} have already met at this stage`];
    seen.add(key);
    return [];
  });
}

/**
 * Team and player pages are addressed by a slug of the name (model/addresses.ts): within a season,
 * two teams, or two players, whose names make one slug would share a page, and a name with no
 * letter or digit of the Latin alphabet would have none.
 */
export function uniqueSlugs(season: FootballSeason | CricketSeason): string[] {
  const { teams, players } = seasonNames(season);
  return [
    ...slugProblems("teams", "team", teams),
    ...slugProblems(playersPath(season), "player", players),
  ];
}

/** Where a season names its players: the squads (football) or the scorecards (cricket). */
function playersPath(season: FootballSeason | CricketSeason): string {
  return season.teams.some((team) => "players" in team) ? "teams" : "matches";
}

function slugProblems(path: string, what: string, names: readonly string[]): string[] {
  const bySlug = new Map<string, string>();
  const problems: string[] = [];
  for (const name of new Set(names)) {
    const slug = nameSlug(name);
    const first = bySlug.get(slug);
    if (!slug)
      problems.push(
        `${path}: the ${what} "${name}" needs a letter or digit (a-z, 0-9) for its page's address`,
      );
    else if (first !== undefined)
      problems.push(
        `${path}: the ${what}s "${first}" and "${name}" would share one page (/${slug})`,
      );
    else bySlug.set(slug, name);
  }
  return problems;
}

/**
 * Across a tournament's seasons a team or player keeps one page: one name makes one slug, so the
 * same name in two seasons is the same team or player (a player who moves club keeps their page).
 * Two spellings with one slug in different seasons ("Alvaro" and "Álvaro") are refused: write the
 * name one way. Returns each problem with the year of the later season that brings it.
 */
export function slugsAcrossSeasons(
  seasons: Iterable<FootballSeason | CricketSeason>,
): { year: number; message: string }[] {
  const seen = new Map<string, { name: string; year: number }>();
  const problems: { year: number; message: string }[] = [];
  for (const season of [...seasons].sort((a, b) => a.year - b.year)) {
    const { teams, players } = seasonNames(season);
    for (const [what, names] of [
      ["team", teams],
      ["player", players],
    ] as const) {
      for (const name of names) {
        const key = `${what}:${nameSlug(name)}`;
        const first = seen.get(key);
        if (first === undefined) seen.set(key, { name, year: season.year });
        else if (first.name !== name)
          problems.push({
            year: season.year,
            message: `${what === "team" ? "teams" : playersPath(season)}: the ${what} "${name}" is written "${first.name}" in ${first.year}: one ${what}, one spelling (or another name)`,
          });
      }
    }
  }
  return problems;
}
