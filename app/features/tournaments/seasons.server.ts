import { currentContent } from "~/features/content/current.server";
import type { TournamentId } from "./nav";
import type { CscQualifiers, CscSeason, UccQualifiers, UccSeason } from "./schema";
import type { TournamentHome, YearChoices } from "./season-files.server";

export { DEFAULT_QUALIFIERS_YEAR, DEFAULT_YEAR, type YearChoices } from "./season-files.server";

// The tournaments of the current content snapshot (features/content): replaced as a whole on reload.

/** Which years each screen of a tournament offers. */
export function tournamentYears(id: TournamentId): YearChoices {
  return currentContent().tournaments[id].years;
}

/** What a tournament's home shows besides results: the champion slideshow and the final's poster. */
export function tournamentHome(id: TournamentId): TournamentHome {
  return currentContent().tournaments[id].home;
}

export function getUccSeason(year: number): UccSeason | undefined {
  return currentContent().tournaments.ucc.seasons.get(year);
}

export function getCscSeason(year: number): CscSeason | undefined {
  return currentContent().tournaments.csc.seasons.get(year);
}

/** Qualifiers by their label, e.g. "2026 Q". */
export function getUccQualifiers(year: string): UccQualifiers | undefined {
  return currentContent().tournaments.ucc.qualifiers.get(year);
}

export function getCscQualifiers(year: string): CscQualifiers | undefined {
  return currentContent().tournaments.csc.qualifiers.get(year);
}
