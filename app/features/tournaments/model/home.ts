// The champion slideshows of the tournament homes are content: {CONTENT_DIR}/tournaments/<id>/home.yaml
// names each photo (an image of content, drawn by scripts/art/tournaments.mjs) with its alt text.

export type TournamentPhoto = { image: string; alt: string };
