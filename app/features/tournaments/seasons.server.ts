import { ContentError } from "../blog/frontmatter.ts";
import { checkCscSeason, checkQualifiers, checkUccSeason } from "./checks.ts";
import {
  cscQualifiersSchema,
  cscSeasonSchema,
  parseContent,
  uccQualifiersSchema,
  uccSeasonSchema,
  type CscQualifiers,
  type CscSeason,
  type UccQualifiers,
  type UccSeason,
} from "./schema.ts";

/** Spec §9: every screen opens on 2025, the qualifiers on "2026 Q". */
export const DEFAULT_YEAR = 2025;
export const DEFAULT_QUALIFIERS_YEAR = "2026 Q";

type Modules = Record<string, Record<string, unknown>>;
type Kind<S, Q> = { season: (file: string, data: unknown) => S; qualifiers: (file: string, data: unknown) => Q };
export type Tournament<S, Q> = { seasons: Map<number, S>; qualifiers: Map<string, Q> };

/** Runs the data checks after the schema; a season with any problem is refused, every problem named. */
function checked<T>(file: string, value: T, check: (value: T) => string[]): T {
  const problems = check(value);
  if (problems.length > 0) throw new ContentError(`${file}: ${problems.join("; ")}`);
  return value;
}

export const UCC_KIND: Kind<UccSeason, UccQualifiers> = {
  season: (file, data) => checked(file, parseContent(file, uccSeasonSchema, data), checkUccSeason),
  qualifiers: (file, data) => checked(file, parseContent(file, uccQualifiersSchema, data), checkQualifiers),
};
export const CSC_KIND: Kind<CscSeason, CscQualifiers> = {
  season: (file, data) => checked(file, parseContent(file, cscSeasonSchema, data), checkCscSeason),
  qualifiers: (file, data) => checked(file, parseContent(file, cscQualifiersSchema, data), checkQualifiers),
};

/**
 * Reads one tournament's content modules: `YYYY.ts` exports `season`, `YYYY-q.ts` exports
 * `qualifiers`. Throws a ContentError naming the file (and field) on the first bad one.
 */
export function loadTournament<S extends { year: number }, Q extends { year: string }>(modules: Modules, kind: Kind<S, Q>): Tournament<S, Q> {
  const seasons = new Map<number, S>();
  const qualifiers = new Map<string, Q>();
  for (const [path, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const file = path.replace(/^(\.\.\/)+/, "");
    const [, year, q] = /(\d{4})(-q)?\.ts$/.exec(file) ?? [];
    if (!year) throw new ContentError(`${file}: expected a season (YYYY.ts) or qualifiers (YYYY-q.ts) file`);
    const exportName = q ? "qualifiers" : "season";
    if (!(exportName in module)) throw new ContentError(`${file}: expected an export named "${exportName}"`);
    if (q) {
      const value = kind.qualifiers(file, module[exportName]);
      if (value.year !== `${year} Q`) throw new ContentError(`${file}: field "year": "${value.year}" does not match the file name (expected "${year} Q")`);
      qualifiers.set(value.year, value);
    } else {
      const value = kind.season(file, module[exportName]);
      if (value.year !== Number(year)) throw new ContentError(`${file}: field "year": ${value.year} does not match the file name`);
      seasons.set(value.year, value);
    }
  }
  return { seasons, qualifiers };
}

/** Which years each screen offers: teams for every season, results screens for seasons with matches. */
export type YearChoices = { teams: number[]; fixtures: number[]; standings: number[]; stats: number[]; qualifiers: string[] };

export function yearChoices({ seasons, qualifiers }: Tournament<{ year: number; matches: unknown[] }, { year: string }>): YearChoices {
  const years = [...seasons.keys()].sort((a, b) => a - b);
  const played = years.filter((year) => seasons.get(year)!.matches.length > 0);
  return { teams: years, fixtures: played, standings: played, stats: played, qualifiers: [...qualifiers.keys()].sort() };
}

// Bundled into the server build and checked once, when the server starts: bad data stops it.
const UCC = loadTournament(import.meta.glob<Record<string, unknown>>("../../../content/tournaments/ucc/*.ts", { eager: true }), UCC_KIND);
const CSC = loadTournament(import.meta.glob<Record<string, unknown>>("../../../content/tournaments/csc/*.ts", { eager: true }), CSC_KIND);

export const UCC_YEARS: YearChoices = yearChoices(UCC);
export const CSC_YEARS: YearChoices = yearChoices(CSC);

export function getUccSeason(year: number): UccSeason | undefined {
  return UCC.seasons.get(year);
}

export function getCscSeason(year: number): CscSeason | undefined {
  return CSC.seasons.get(year);
}

/** Qualifiers by their label, e.g. "2026 Q". */
export function getUccQualifiers(year: string): UccQualifiers | undefined {
  return UCC.qualifiers.get(year);
}

export function getCscQualifiers(year: string): CscQualifiers | undefined {
  return CSC.qualifiers.get(year);
}
