// The reader of a tournament's folder (tournaments/<id>/ in the content): each season and
// qualifiers file through its sport's schema, then the data checks, then the year against the
// file name; home.yaml with its images. Every bad file is named with every problem and its line.
import type { z } from "zod";
import { collect, ContentError, type ContentProblem } from "~/features/content/problems";
import { readDataFile, type ContentReader } from "~/features/content/reader.server";
import { checkCricketSeason } from "./cricket-checks";
import { checkFootballSeason } from "./football-checks";
import { checkQualifiers } from "./qualifier-checks";
import { slugsAcrossSeasons } from "./checks";
import { tableRules } from "~/features/tournaments/figures/standings";
import type {
  Sport,
  Tournament as TournamentInfo,
  TournamentId,
} from "~/features/tournaments/model/tournaments";
import {
  cricketQualifiersSchema,
  footballQualifiersSchema,
  type CricketQualifiers,
  type FootballQualifiers,
} from "~/features/tournaments/model/qualifiers";
import {
  cricketSeasonSchema,
  type CricketSeason,
} from "~/features/tournaments/model/cricket-season";
import { parseContent } from "~/features/tournaments/model/fields";
import {
  tournamentHomeSchema,
  yearChoices,
  type AnyTournamentContent,
  type TournamentContent,
  type TournamentFiles,
  type TournamentHome,
} from "~/features/tournaments/model/content";
import {
  footballSeasonSchema,
  type FootballSeason,
} from "~/features/tournaments/model/football-season";

/** How a tournament's files are read and checked: its sport's schemas and checks, with its own table rules. */
type Kind<S, Q> = {
  season: z.ZodType<S>;
  seasonChecks: (season: S) => string[];
  qualifiers: z.ZodType<Q>;
  qualifierChecks: (qualifiers: Q) => string[];
};

export function footballKind(tournament: TournamentInfo): Kind<FootballSeason, FootballQualifiers> {
  const rules = tableRules(tournament);
  return {
    season: footballSeasonSchema,
    seasonChecks: (season) => checkFootballSeason(season, rules),
    qualifiers: footballQualifiersSchema,
    qualifierChecks: checkQualifiers,
  };
}

export function cricketKind(tournament: TournamentInfo): Kind<CricketSeason, CricketQualifiers> {
  const rules = tableRules(tournament);
  return {
    season: cricketSeasonSchema,
    seasonChecks: (season) => checkCricketSeason(season, rules),
    qualifiers: cricketQualifiersSchema,
    qualifierChecks: checkQualifiers,
  };
}

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
  if (!year)
    throw new ContentError({
      file,
      message: `expected a season (YYYY.yaml), qualifiers (YYYY-q.yaml) or ${HOME_FILE}`,
    });
  if (q) {
    const { data: value, lineOf } = read(kind.qualifiers);
    refuse(file, kind.qualifierChecks(value), lineOf);
    if (value.year !== `${year} Q`)
      throw new ContentError({
        file,
        line: lineOf(["year"]),
        field: "year",
        message: `"${value.year}" does not match the file name (expected "${year} Q")`,
      });
    return { qualifiers: value };
  }
  const { data: value, lineOf } = read(kind.season);
  refuse(file, kind.seasonChecks(value), lineOf);
  if (value.year !== Number(year))
    throw new ContentError({
      file,
      line: lineOf(["year"]),
      field: "year",
      message: `${value.year} does not match the file name`,
    });
  return { season: value };
}

function refuse(file: string, messages: string[], lineOf: LineOf) {
  if (messages.length > 0)
    throw new ContentError(
      messages.map((message) => ({ file, line: lineOf(problemPath(message)), message })),
    );
}

/**
 * Checks a tournament's data given as file name → parsed data (what the YAML files hold). Every
 * bad file is named with every problem; any problem throws a ContentError.
 */
export function loadTournament<S extends { year: number }, Q extends { year: string }>(
  files: Record<string, unknown>,
  kind: Kind<S, Q>,
): TournamentFiles<S, Q> {
  const problems: ContentProblem[] = [];
  const tournament: TournamentFiles<S, Q> = { seasons: new Map(), qualifiers: new Map() };
  for (const [file, data] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const read: Read = (schema) => ({
      data: parseContent(file, schema, data),
      lineOf: () => undefined,
    });
    add(
      tournament,
      collect(problems, () => checkFile(file, file.split("/").at(-1)!, read, kind)),
    );
  }
  problems.push(
    ...acrossSeasons(
      tournament,
      (year) => Object.keys(files).find((file) => file.endsWith(`${year}.yaml`)) ?? `${year}.yaml`,
    ),
  );
  if (problems.length > 0) throw new ContentError(problems);
  return tournament;
}

/** The checks over all of a tournament's seasons (one page per team or player name), each problem on the file of the season that brings it. */
function acrossSeasons(
  tournament: TournamentFiles<unknown, unknown>,
  fileOf: (year: number) => string,
): ContentProblem[] {
  const seasons = [...tournament.seasons.values()] as (FootballSeason | CricketSeason)[];
  return slugsAcrossSeasons(seasons).map(({ year, message }) => ({ file: fileOf(year), message }));
}

function add<S extends { year: number }, Q extends { year: string }>(
  tournament: TournamentFiles<S, Q>,
  checked: { season: S } | { qualifiers: Q } | undefined,
) {
  if (checked && "season" in checked) tournament.seasons.set(checked.season.year, checked.season);
  if (checked && "qualifiers" in checked)
    tournament.qualifiers.set(checked.qualifiers.year, checked.qualifiers);
}

/** Reads a tournament's folder with its sport's schemas and checks. */
export function readTournamentOf(
  reader: ContentReader,
  tournament: TournamentInfo,
  imageProblem: (at: Omit<ContentProblem, "message">, name: string) => ContentProblem | undefined,
): AnyTournamentContent {
  const sport: Sport = tournament.sport;
  if (sport === "football")
    return {
      sport,
      ...readTournament(reader, tournament.id, footballKind(tournament), imageProblem),
    };
  return { sport, ...readTournament(reader, tournament.id, cricketKind(tournament), imageProblem) };
}

/**
 * Reads `{content}/tournaments/{id}/`: every season and qualifiers file and home.yaml, checked as
 * above, with each problem placed on its line. `imageProblem` checks the images home.yaml names.
 */
function readTournament<S extends { year: number; matches: unknown[] }, Q extends { year: string }>(
  reader: ContentReader,
  id: string,
  kind: Kind<S, Q>,
  imageProblem: (at: Omit<ContentProblem, "message">, name: string) => ContentProblem | undefined,
): TournamentContent<S, Q> {
  const folder = `tournaments/${id}`;
  const problems: ContentProblem[] = [];
  const tournament: TournamentFiles<S, Q> = { seasons: new Map(), qualifiers: new Map() };
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
        const problem = imageProblem(
          { file, line: read.lineOf(["photos", index, "image"]), field: `photos.${index}.image` },
          photo.image,
        );
        if (problem) problems.push(problem);
      });
      const poster = imageProblem(
        { file, line: read.lineOf(["finalPoster"]), field: "finalPoster" },
        home.finalPoster,
      );
      if (poster) problems.push(poster);
      continue;
    }
    const read: Read = (schema) => readDataFile(reader, relative, schema);
    add(
      tournament,
      collect(problems, () => checkFile(reader.display(relative), name, read, kind)),
    );
  }
  problems.push(...acrossSeasons(tournament, (year) => reader.display(`${folder}/${year}.yaml`)));
  if (!home && !reader.exists(`${folder}/${HOME_FILE}`))
    problems.push({
      file: reader.display(`${folder}/${HOME_FILE}`),
      message: "missing (the home page's photos and the final's poster)",
    });
  if (problems.length > 0) throw new ContentError(problems);
  return { ...tournament, home: home!, years: yearChoices(tournament) };
}

// The part of the content snapshot this reader reads (the loader fills it).
declare module "~/features/content/current.server" {
  interface ContentSnapshot {
    /** Each tournament's seasons, qualifiers and home page, read with its sport's checks. */
    readonly tournaments: Readonly<Record<TournamentId, AnyTournamentContent>>;
  }
}
