import { z } from "zod";
import { collect, ContentError, type ContentProblem } from "../content/problems.ts";
import { readDataFile, type ContentReader } from "../content/reader.server.ts";
import { checkCscSeason, checkQualifiers, checkUccSeason } from "./checks.ts";
import type { TournamentId } from "./nav.ts";
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

/** The season every screen opens on when the address names none, and the qualifiers' own default. */
export const DEFAULT_YEAR = 2025;
export const DEFAULT_QUALIFIERS_YEAR = "2026 Q";

const imageName = z.string().regex(/^[a-z0-9][a-z0-9/_-]*$/, "an image name such as tournaments/ucc/photo-01");

/** What a tournament's home page shows besides results: its champion slideshow and the final's poster. */
export const tournamentHomeSchema = z.strictObject({
  photos: z
    .array(z.strictObject({ image: imageName, alt: z.string().trim().min(10).describe("What the photo shows, for readers who cannot see it") }))
    .min(1)
    .describe("The champion slideshow, in order"),
  finalPoster: imageName.describe("The poster of the final's video (click to play)"),
});
export type TournamentHome = z.infer<typeof tournamentHomeSchema>;

type Kind<S, Q> = {
  season: z.ZodType<S>;
  seasonChecks: (season: S) => string[];
  qualifiers: z.ZodType<Q>;
  qualifierChecks: (qualifiers: Q) => string[];
};
export const UCC_KIND: Kind<UccSeason, UccQualifiers> = {
  season: uccSeasonSchema,
  seasonChecks: checkUccSeason,
  qualifiers: uccQualifiersSchema,
  qualifierChecks: checkQualifiers,
};
export const CSC_KIND: Kind<CscSeason, CscQualifiers> = {
  season: cscSeasonSchema,
  seasonChecks: checkCscSeason,
  qualifiers: cscQualifiersSchema,
  qualifierChecks: checkQualifiers,
};
export const KINDS = { ucc: UCC_KIND, csc: CSC_KIND } as const;

export type Tournament<S, Q> = { seasons: Map<number, S>; qualifiers: Map<string, Q> };

/** A tournament's data files: `YYYY.yaml` (a season), `YYYY-q.yaml` (qualifiers) and `home.yaml`. */
const FILE_NAME = /^(\d{4})(-q)?\.yaml$/;
const HOME_FILE = "home.yaml";

/** Where a data check's problem is: the path it starts with ("matches.3 (…): …" → ["matches", 3]). */
function problemPath(problem: string): (string | number)[] {
  const path = /^[A-Za-z]+(?:\.[A-Za-z0-9]+)*/.exec(problem)?.[0] ?? "";
  return path ? path.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key)) : [];
}

type LineOf = (path: readonly (string | number)[]) => number | undefined;
/** Reads a file's data with a schema: from disk (with lines), or data given as it is. */
type Read = <T>(schema: z.ZodType<T>) => { data: T; lineOf: LineOf };

/**
 * Checks one season or qualifiers file: the schema, then the data checks (a season with any
 * problem is refused, every problem named), then the year against the file name.
 */
function checkFile<S extends { year: number }, Q extends { year: string }>(
  file: string,
  name: string,
  read: Read,
  kind: Kind<S, Q>,
): { season: S } | { qualifiers: Q } {
  const [, year, q] = FILE_NAME.exec(name) ?? [];
  if (!year) throw new ContentError({ file, message: `expected a season (YYYY.yaml), qualifiers (YYYY-q.yaml) or ${HOME_FILE}` });
  if (q) {
    const { data: value, lineOf } = read(kind.qualifiers);
    refuse(file, kind.qualifierChecks(value), lineOf);
    if (value.year !== `${year} Q`)
      throw new ContentError({ file, line: lineOf(["year"]), field: "year", message: `"${value.year}" does not match the file name (expected "${year} Q")` });
    return { qualifiers: value };
  }
  const { data: value, lineOf } = read(kind.season);
  refuse(file, kind.seasonChecks(value), lineOf);
  if (value.year !== Number(year))
    throw new ContentError({ file, line: lineOf(["year"]), field: "year", message: `${value.year} does not match the file name` });
  return { season: value };
}

function refuse(file: string, messages: string[], lineOf: LineOf) {
  if (messages.length > 0) throw new ContentError(messages.map((message) => ({ file, line: lineOf(problemPath(message)), message })));
}

/**
 * Checks a tournament's data given as file name → parsed data (what the YAML files hold). Every
 * bad file is named with every problem; any problem throws a ContentError.
 */
export function loadTournament<S extends { year: number }, Q extends { year: string }>(files: Record<string, unknown>, kind: Kind<S, Q>): Tournament<S, Q> {
  const problems: ContentProblem[] = [];
  const tournament: Tournament<S, Q> = { seasons: new Map(), qualifiers: new Map() };
  for (const [file, data] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const read: Read = (schema) => ({ data: parseContent(file, schema, data), lineOf: () => undefined });
    add(
      tournament,
      collect(problems, () => checkFile(file, file.split("/").at(-1)!, read, kind)),
    );
  }
  if (problems.length > 0) throw new ContentError(problems);
  return tournament;
}

function add<S extends { year: number }, Q extends { year: string }>(tournament: Tournament<S, Q>, checked: { season: S } | { qualifiers: Q } | undefined) {
  if (checked && "season" in checked) tournament.seasons.set(checked.season.year, checked.season);
  if (checked && "qualifiers" in checked) tournament.qualifiers.set(checked.qualifiers.year, checked.qualifiers);
}

export type TournamentContent<S, Q> = Tournament<S, Q> & { home: TournamentHome; years: YearChoices };

/**
 * Reads `{content}/tournaments/{id}/`: every season and qualifiers file and home.yaml, checked as
 * above, with each problem placed on its line. `imageProblem` checks the images home.yaml names.
 */
export function readTournament<S extends { year: number; matches: unknown[] }, Q extends { year: string }>(
  reader: ContentReader,
  id: TournamentId,
  kind: Kind<S, Q>,
  imageProblem: (at: Omit<ContentProblem, "message">, name: string) => ContentProblem | undefined,
): TournamentContent<S, Q> {
  const folder = `tournaments/${id}`;
  const problems: ContentProblem[] = [];
  const tournament: Tournament<S, Q> = { seasons: new Map(), qualifiers: new Map() };
  let home: TournamentHome | undefined;
  for (const name of reader.list(folder, [""])) {
    const relative = `${folder}/${name}`;
    if (name === "README.md") continue;
    if (name === HOME_FILE) {
      const read = collect(problems, () => readDataFile(reader, relative, tournamentHomeSchema));
      if (!read) continue;
      home = read.data;
      const file = reader.display(relative);
      home.photos.forEach((photo, index) => {
        const problem = imageProblem({ file, line: read.lineOf(["photos", index, "image"]), field: `photos.${index}.image` }, photo.image);
        if (problem) problems.push(problem);
      });
      const poster = imageProblem({ file, line: read.lineOf(["finalPoster"]), field: "finalPoster" }, home.finalPoster);
      if (poster) problems.push(poster);
      continue;
    }
    const read: Read = (schema) => readDataFile(reader, relative, schema);
    add(
      tournament,
      collect(problems, () => checkFile(reader.display(relative), name, read, kind)),
    );
  }
  if (!home && !reader.exists(`${folder}/${HOME_FILE}`))
    problems.push({ file: reader.display(`${folder}/${HOME_FILE}`), message: "missing (the home page's photos and the final's poster)" });
  if (problems.length > 0) throw new ContentError(problems);
  return { ...tournament, home: home!, years: yearChoices(tournament) };
}

/** Which years each screen offers: teams for every season, results screens for seasons with matches. */
export type YearChoices = { teams: number[]; fixtures: number[]; standings: number[]; stats: number[]; qualifiers: string[] };

export function yearChoices({ seasons, qualifiers }: Tournament<{ year: number; matches: unknown[] }, { year: string }>): YearChoices {
  const years = [...seasons.keys()].sort((a, b) => a - b);
  const played = years.filter((year) => seasons.get(year)!.matches.length > 0);
  return { teams: years, fixtures: played, standings: played, stats: played, qualifiers: [...qualifiers.keys()].sort() };
}

// The part of the content snapshot this reader reads (the loader fills it).
declare module "../content/current.server" {
  interface ContentSnapshot {
    readonly tournaments: { readonly ucc: TournamentContent<UccSeason, UccQualifiers>; readonly csc: TournamentContent<CscSeason, CscQualifiers> };
  }
}
