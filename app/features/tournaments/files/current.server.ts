import { currentContent } from "~/features/content/current.server";
import type {
  CricketQualifiers,
  FootballQualifiers,
} from "~/features/tournaments/model/qualifiers";
import type { CricketSeason } from "~/features/tournaments/model/cricket-season";
import type { FootballSeason } from "~/features/tournaments/model/football-season";
import type {
  AnyTournamentContent,
  TournamentContent,
  TournamentHome,
  YearChoices,
} from "~/features/tournaments/model/content";
import type { TournamentId } from "~/features/tournaments/model/tournaments";

// The tournaments of the current content snapshot (features/content): replaced as a whole on reload.

export function tournamentContent(id: TournamentId): AnyTournamentContent {
  return currentContent().tournaments[id];
}

/** Which years each screen of a tournament offers, and the one each opens on. */
export function tournamentYears(id: TournamentId): YearChoices {
  return tournamentContent(id).years;
}

/** What a tournament's home shows besides results: the champion slideshow and the final's poster. */
export function tournamentHome(id: TournamentId): TournamentHome {
  return tournamentContent(id).home;
}

/** A football tournament's content (its seasons are football seasons). */
export function footballContent(
  id: TournamentId,
): TournamentContent<FootballSeason, FootballQualifiers> {
  const content = tournamentContent(id);
  if (content.sport !== "football") throw new Error(`${id} is not a football tournament`);
  return content;
}

/** A cricket tournament's content. */
export function cricketContent(
  id: TournamentId,
): TournamentContent<CricketSeason, CricketQualifiers> {
  const content = tournamentContent(id);
  if (content.sport !== "cricket") throw new Error(`${id} is not a cricket tournament`);
  return content;
}
