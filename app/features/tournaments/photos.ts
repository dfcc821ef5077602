// The champion slideshows of the tournament homes are content: {CONTENT_DIR}/tournaments/<id>/home.yaml
// names each photo (an image of content, drawn by scripts/art/tournaments.mjs) with its alt text.

export type TournamentPhoto = { image: string; alt: string };

/** The id in a YouTube watch link ("https://www.youtube.com/watch?v=…"), if it has one. */
export function videoIdOf(watch: string | undefined): string | undefined {
  if (!watch) return undefined;
  const id = new URL(watch).searchParams.get("v");
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : undefined;
}
