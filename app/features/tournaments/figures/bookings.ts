// A football match's cards and substitutions in the order they happened, each on its side: what
// the match page lists beside the goals. Computed from the season file's `cards` and
// `substitutions`, which may be written in any order.
import type { FootballMatch } from "~/features/tournaments/model/football-season";

export type BookingRow = {
  kind: "yellow" | "red" | "substitution";
  minute: number;
  /** 1 for team1, 2 for team2. */
  side: 1 | 2;
  team: string;
  /** The booked player, or the one who came on. */
  player: string;
  /** A substitution's player who went off. */
  other: string | undefined;
};

/** Cards and substitutions by minute; a card and a substitution of the same minute keep the file's order, cards first. */
export function bookingRows(
  match: Pick<FootballMatch, "team1" | "cards" | "substitutions">,
): BookingRow[] {
  const side = (team: string): 1 | 2 => (team === match.team1 ? 1 : 2);
  const rows: BookingRow[] = [
    ...(match.cards ?? []).map((card) => ({
      kind: card.card,
      minute: card.minute,
      side: side(card.team),
      team: card.team,
      player: card.player,
      other: undefined,
    })),
    ...(match.substitutions ?? []).map((sub) => ({
      kind: "substitution" as const,
      minute: sub.minute,
      side: side(sub.team),
      team: sub.team,
      player: sub.on,
      other: sub.off,
    })),
  ];
  return rows.sort((a, b) => a.minute - b.minute);
}
