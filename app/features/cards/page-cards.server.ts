// Which card a page address gets, from the same screens its route's loader renders (the match, the
// team, the player) or the same content (a tournament's seasons, the TV's channels). An address
// that names nothing the content has gets no card (its page is a 404 and shows the brand's).
import { currentContent } from "~/features/content/current.server";
import { navSection } from "~/features/shell/sections";
import { centrePageOf, matchPageOf } from "~/features/tournaments/model/addresses";
import { teamScreen } from "~/features/tournaments/centre.server";
import { matchScreen } from "~/features/tournaments/match-screen.server";
import { playerScreen } from "~/features/tournaments/player-screen.server";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import {
  tournament,
  tournamentPageName,
  tournamentPageOf,
  TOURNAMENTS,
} from "~/features/tournaments/model/tournaments";
import { findChannel } from "~/features/tv/channels";
import { siteConfig } from "~/site.config";
import {
  hubCard,
  matchCard,
  nameFromPath,
  pageCard,
  playerCard,
  searchCard,
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

function centreCard(url: URL): CardText | undefined {
  const request = new Request(url);
  const slug = url.pathname.split("/")[4] ?? "";
  const centre = centrePageOf(url.pathname)!;
  const info = tournament(centre.id);
  if (centre.kind === "match") {
    const { year, slug: match } = matchPageOf(url.pathname)!;
    const data = orNone(() => matchScreen(request, { year: String(year), match }));
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
export function cardTextFor(url: URL, fixed: boolean): CardText | undefined {
  const path = url.pathname;
  if (centrePageOf(path)) return centreCard(url);
  const page = tournamentPageOf(path);
  if (page) {
    const info = tournament(page.id);
    return tournamentCard({
      name: info.name,
      pageName: tournamentPageName(page.id, page.page),
      sportName: info.sportName,
      years: [...tournamentContent(page.id).seasons.keys()],
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
  if (path === "/gaming") return hubCard(TOURNAMENTS.map(({ name }) => name));
  if (!fixed) return undefined;
  return pageCard({
    name: path === "/" ? siteConfig.brand : nameFromPath(path),
    tagline: siteConfig.tagline,
    section: navSection(path),
  });
}
