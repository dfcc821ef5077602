// A tournament's content as the season files' reader (files/season-files.server.ts) hands it
// to every page: its seasons and qualifiers by year, its home (home.yaml: the champion slideshow
// and the final's poster) and the years each page offers, derived from the seasons.
import { z } from "zod";
import type { CricketSeason } from "./cricket-season";
import type { FootballSeason } from "./football-season";
import type { CricketQualifiers, FootballQualifiers } from "./qualifiers";

/** A tournament's season (YYYY.yaml) and qualifiers (YYYY-q.yaml) files, by year. */
export type TournamentFiles<S, Q> = { seasons: Map<number, S>; qualifiers: Map<string, Q> };

const imageName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_-]*$/, "an image name such as tournaments/ucc/photo-01");

/** home.yaml: what a tournament's home page shows besides results: its champion slideshow and the final's poster. */
export const tournamentHomeSchema = z.strictObject({
  photos: z
    .array(
      z.strictObject({
        image: imageName,
        alt: z
          .string()
          .trim()
          .min(10)
          .describe("What the photo shows, for readers who cannot see it"),
      }),
    )
    .min(1)
    .describe("The champion slideshow, in order"),
  finalPoster: imageName.describe("The poster of the final's video (click to play)"),
});
export type TournamentHome = z.infer<typeof tournamentHomeSchema>;

export type TournamentPhoto = TournamentHome["photos"][number];

/**
 * Which years each screen offers, and the one it opens on: teams for every season, results
 * screens for seasons with matches; every screen opens on the latest season with results (the
 * latest season while none has any), the qualifiers on the latest qualifiers. A new season file
 * moves them all.
 */
export type YearChoices = {
  teams: number[];
  fixtures: number[];
  standings: number[];
  stats: number[];
  qualifiers: string[];
  /** Undefined only for a tournament without seasons. */
  defaultYear: number | undefined;
  defaultQualifiers: string | undefined;
};

export function yearChoices({
  seasons,
  qualifiers,
}: TournamentFiles<{ year: number; matches: unknown[] }, { year: string }>): YearChoices {
  const years = [...seasons.keys()].sort((a, b) => a - b);
  const played = years.filter((year) => seasons.get(year)!.matches.length > 0);
  const labels = [...qualifiers.keys()].sort();
  return {
    teams: years,
    fixtures: played,
    standings: played,
    stats: played,
    qualifiers: labels,
    defaultYear: played.at(-1) ?? years.at(-1),
    defaultQualifiers: labels.at(-1),
  };
}

export type TournamentContent<S, Q> = TournamentFiles<S, Q> & {
  home: TournamentHome;
  years: YearChoices;
};
/** A tournament's content, told apart by its sport. */
export type AnyTournamentContent =
  | (TournamentContent<FootballSeason, FootballQualifiers> & { sport: "football" })
  | (TournamentContent<CricketSeason, CricketQualifiers> & { sport: "cricket" });
