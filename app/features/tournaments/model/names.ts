// Who has a page in a tournament's match centre: every team of every season and every player,
// each by its slug (addresses.ts), with the seasons it appears in. Pure over the content, so
// the route handles (sitemap) and the screens read the same list.
import { nameSlug } from "./addresses";
import type { CricketSeason } from "./cricket-season";
import type { FootballSeason } from "./football-season";

/** A team or player of the tournament: its name, slug and the seasons it is in (oldest first). */
export type Named = { name: string; slug: string; years: number[] };

/** The team and player names of one season: the squads in football, the scorecards in cricket. */
export function seasonNames(season: FootballSeason | CricketSeason): {
  teams: string[];
  players: string[];
} {
  const teams = season.teams.map((team) => team.name);
  if (season.teams.every((team) => "players" in team)) {
    const squads = (season as FootballSeason).teams.flatMap((team) => [
      team.goalkeeper,
      ...team.players,
    ]);
    return { teams, players: [...new Set(squads)] };
  }
  return { teams, players: cricketPlayers(season as CricketSeason) };
}

/** Every player named in a cricket season's scorecards, in the order they first appear. */
export function cricketPlayers(season: CricketSeason): string[] {
  const players = new Set<string>();
  for (const match of season.matches)
    for (const innings of match.innings)
      for (const entry of [...innings.batting, ...innings.bowling]) players.add(entry.player);
  return [...players];
}

function index(
  seasons: Iterable<FootballSeason | CricketSeason>,
  pick: (names: ReturnType<typeof seasonNames>) => string[],
): Map<string, Named> {
  const found = new Map<string, Named>();
  for (const season of [...seasons].sort((a, b) => a.year - b.year)) {
    for (const name of pick(seasonNames(season))) {
      const slug = nameSlug(name);
      const known = found.get(slug);
      // The content check refuses two names for one slug; the newest spelling wins if it ever slipped through.
      if (known) {
        if (!known.years.includes(season.year)) known.years.push(season.year);
        known.name = name;
      } else found.set(slug, { name, slug, years: [season.year] });
    }
  }
  return found;
}

/** Every team of the tournament's seasons, by slug. */
export function centreTeams(seasons: Iterable<FootballSeason | CricketSeason>): Map<string, Named> {
  return index(seasons, (names) => names.teams);
}

/** Every player of the tournament's seasons, by slug. */
export function centrePlayers(
  seasons: Iterable<FootballSeason | CricketSeason>,
): Map<string, Named> {
  return index(seasons, (names) => names.players);
}
