import type { TournamentId } from "./nav";

// The champion slideshows of the tournament homes: generated art of ours
// (scripts/art/tournaments.mjs → art/tournaments/<id>/photo-NN.svg), each with its alt text.

const ALTS: Record<TournamentId, readonly string[]> = {
  ucc: [
    "A golden cup under confetti: Dortmund lift the 2025 Ultimate Clubs Cup",
    "The final's stadium at night, floodlights over the pitch",
    "A football in the back of the net: the 71st-minute winner",
    "Dortmund's crest with a champion's star above it",
    "Full-time scoreboard: Atletico 0, Dortmund 1",
    "A tactics board with the champions' pressing shape",
    "Fans' scarves in amber and black reading UCC 2025",
    "Two winners' medals on red and blue ribbons",
    "The stadium crowd under a violet night sky",
    "A map of the four continents of the cup: America, Europe, Asia and Oceania",
    "The cup beside Dortmund's crest, with confetti falling",
  ],
  csc: [
    "A golden cup under confetti: Sydney Thunder win the 2025 Cricket Super Cup",
    "The cricket oval at night under floodlights",
    "Two crossed bats and a red ball: five overs a side",
    "Stumps broken, bails flying: five wickets and no more",
    "Scoreboard: Stars 56-0, Thunder 61-2",
    "Badges of the six leagues around a cricket ball",
  ],
};

export type TournamentPhoto = { image: string; alt: string };

/** A tournament's slideshow photos, in order (UCC 11, CSC 6). */
export function tournamentPhotos(id: TournamentId): TournamentPhoto[] {
  return ALTS[id].map((alt, i) => ({ image: `tournaments/${id}/photo-${String(i + 1).padStart(2, "0")}`, alt }));
}

/** The poster of a final's video facade. */
export function finalPoster(id: TournamentId): string {
  return `tournaments/${id}/final-poster`;
}

/** The id in a YouTube watch link ("https://www.youtube.com/watch?v=…"), if it has one. */
export function videoIdOf(watch: string | undefined): string | undefined {
  if (!watch) return undefined;
  const id = new URL(watch).searchParams.get("v");
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : undefined;
}
