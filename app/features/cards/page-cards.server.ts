// Which card a page address gets, from the same screens its route's loader renders (the match, the
// team, the player) or the same content (a tournament's seasons, the TV's channels). An address
// that names nothing the content has gets no card (its page is a 404 and shows the brand's).
import { currentContent } from "~/features/content/current.server";
import { navSection } from "~/features/shell/sections";
import { tournamentAddress, type TournamentAddress } from "~/features/tournaments/model/addresses";
import { teamScreen } from "~/features/tournaments/centre/team.server";
import { matchScreen } from "~/features/tournaments/centre/match.server";
import { playerScreen } from "~/features/tournaments/centre/player.server";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import {
  tournament,
  tournamentPageName,
  TOURNAMENTS,
  type TournamentId,
} from "~/features/tournaments/model/tournaments";
import { findChannel } from "~/features/tv/channels";
import { seriesBySlug } from "~/features/blog/reading/reading.server";
import { siteConfig } from "~/site.config";
import {
  hubCard,
  matchCard,
  nameFromPath,
  pageCard,
  playerCard,
  searchCard,
  seriesCard,
  teamCard,
  tournamentCard,
  tvCard,
  type CardText,
} from "./card-text";

/** A screen's answer, or undefined when it refuses the address (it throws its 404). */
function orNone<T>(screen: () => T): T | undefined {
  try {
    return screen();
  } catch (error) {
    if (error instanceof Error) throw error;
    return undefined;
  }
}

function centreCard(
  url: URL,
  id: TournamentId,
  centre: NonNullable<TournamentAddress["centre"]>,
): CardText | undefined {
  const request = new Request(url);
  const { slug } = centre;
  const info = tournament(id);
  if (centre.kind === "match") {
    const data = orNone(() => matchScreen(request, { year: String(centre.year), match: slug }));
    if (!data) return undefined;
    return matchCard({ ...data, sport: info.sport, sides: data.sides, result: data.result });
  }
  if (centre.kind === "team") {
    const data = orNone(() => teamScreen(request, slug));
    if (!data) return undefined;
    const years = data.seasons.map((season) => season.year);
    return teamCard({ name: data.team, tournament: info.name, origin: data.origin, years });
  }
  const data = orNone(() => playerScreen(request, slug));
  if (!data) return undefined;
  return playerCard({ name: data.player, tournament: info.name, team: data.team, role: data.role });
}

/**
 * The card of a page address (path and canonical query), or undefined for an address that names
 * nothing. `fixed`: the route table has the path as it is (a page of its own, not a pattern's), so
 * a page with no data of its own gets a card named for it. Reads the current content.
 */
/** A series' page, /blogs/series/{slug} (a post's own page shares its cover, not a card). */
const SERIES_PAGE = /^\/blogs\/series\/([^/]+)$/;

export function cardTextFor(url: URL, fixed: boolean): CardText | undefined {
  const path = url.pathname;
  const address = tournamentAddress(path);
  if (address?.centre) return centreCard(url, address.id, address.centre);
  if (address?.page !== undefined) {
    const info = tournament(address.id);
    return tournamentCard({
      name: info.name,
      pageName: tournamentPageName(address.id, address.page),
      sportName: info.sportName,
      years: [...tournamentContent(address.id).seasons.keys()],
    });
  }
  if (path === "/tv") {
    const { channels } = currentContent().tv;
    const asked = url.searchParams.get("channel");
    const channel = asked === null ? undefined : findChannel(channels, asked)?.name;
    if (asked !== null && channel === undefined) return undefined;
    return tvCard({ channel, channels: channels.length });
  }
  if (path === "/search") return searchCard(siteConfig.brand);
  const seriesSlug = SERIES_PAGE.exec(path)?.[1];
  if (seriesSlug !== undefined) {
    const series = seriesBySlug(seriesSlug);
    if (!series) return undefined;
    return seriesCard({ name: series.name, parts: series.total, section: navSection(path) });
  }
  if (path === "/gaming") return hubCard(TOURNAMENTS.map(({ name }) => name));
  if (!fixed) return undefined;
  return pageCard({
    name: path === "/" ? siteConfig.brand : nameFromPath(path),
    tagline: siteConfig.tagline,
    section: navSection(path),
  });
}
