// What the frame of every tournament page shows and its title names, in the bar and the match
// centre alike: the tournament's names and its accent.
import { tournament, type TournamentId } from "~/features/tournaments/model/tournaments";

export function tournamentHead(id: TournamentId) {
  const { name, short, sportName, accent } = tournament(id);
  return { id, name, short, sportName, accent };
}
