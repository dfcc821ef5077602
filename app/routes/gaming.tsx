import type { Route } from "./+types/gaming";
import {
  ChannelButton,
  FacadeSection,
  PlaylistsSection,
  SubscribeSection,
  TournamentsSection,
} from "~/components/gaming/hub-sections";
import { VideoIcon } from "~/components/shell/icons";
import { PhotoSlideshow } from "~/components/slideshow/photo-slideshow";
import { LiveRegion, LiveUpdates } from "~/components/live-updates/live-updates";
import { TodayMatches } from "~/components/tournament/today";
import {
  CHANNEL_LINKS,
  filterPlaylists,
  parsePlaylistFilter,
  playlistFilterHref,
} from "~/features/gaming/hub";
import { gamingHub } from "~/features/gaming/hub.server";
import { liveTopics } from "~/features/live/live-topics.server";
import { showcaseFacts, tagline } from "~/features/tournaments/figures/facts";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import { todaysMatches } from "~/features/tournaments/centre/today.server";
import { TOURNAMENTS, tournamentPath } from "~/features/tournaments/model/tournaments";
import type { PageHandle } from "~/features/route-table/handle";
import { pageMeta } from "~/features/shell/meta";
import { countWord } from "~/utils/text";
import { sharedPageHeaders } from "~/utils/page-headers.server";

/** How long the hub's slideshow holds each slide (ms). */
const SLIDE_MS = 5000;

/** The page cache keys the page on its playlist filter, as the filter's own links write it. */
export const handle: PageHandle = {
  query: (params) => playlistFilterHref(parsePlaylistFilter(params)).slice("/gaming".length),
};

/** The playlist filter is in the URL (?playlists=GTA); a missing or unknown value shows ALL. */
export function loader({ request }: Route.LoaderArgs) {
  const filter = parsePlaylistFilter(new URL(request.url).searchParams);
  const hub = gamingHub();
  return {
    filter,
    playlists: filterPlaylists(hub.playlists, filter),
    slides: hub.slides,
    videos: hub.videos,
    shorts: hub.shorts,
    links: CHANNEL_LINKS,
    tournaments: tournamentCards(),
    today: todaysMatches(),
    live: liveTopics("gaming"),
  };
}

/** A card per tournament: its logo, name and what its latest season is, counted from the data. */
function tournamentCards() {
  return TOURNAMENTS.map((tournament) => ({
    href: tournamentPath(tournament.id),
    logo: tournament.logo,
    name: tournament.name,
    text: tagline(tournament, showcaseFacts(tournamentContent(tournament.id))),
  }));
}

export default function GamingPage({ loaderData }: Route.ComponentProps) {
  const { filter, playlists, slides, videos, shorts, links, tournaments, today, live } = loaderData;
  return (
    <div className="container-page space-y-14 py-8">
      <LiveUpdates live={live} />
      <PhotoSlideshow
        slides={slides}
        label="Gaming highlights"
        interval={SLIDE_MS}
        aspect="aspect-[2/1]"
      />

      <header className="flex flex-col items-center gap-4 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Gaming</h1>
        <p className="max-w-2xl text-muted">
          Heists, open-world cruising, silent assassinations, long hauls and{" "}
          {countWord(tournaments.length)} community tournaments: playlists, videos and shorts from
          the channel.
        </p>
        <ChannelButton href={links.subscribe}>
          <VideoIcon /> Subscribe
        </ChannelButton>
      </header>

      {today.length > 0 ? (
        // A box of its own, so the page's spacing reaches it (the region itself has none).
        <div>
          <LiveRegion name="today" label="Scores updated">
            <TodayMatches matches={today} headingId="today" />
          </LiveRegion>
        </div>
      ) : null}
      <TournamentsSection tournaments={tournaments} />
      <PlaylistsSection filter={filter} playlists={playlists} more={links.playlists} />
      <FacadeSection
        id="videos"
        title="Featured Videos"
        more={{ href: links.videos, label: "More Videos" }}
        items={videos}
        variant="video"
      />
      <FacadeSection
        id="shorts"
        title="Featured Shorts"
        more={{ href: links.shorts, label: "More Shorts" }}
        items={shorts}
        variant="short"
      />
      <SubscribeSection href={links.subscribe} />
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    page: "Gaming",
    description:
      "Gaming playlists, featured videos and shorts, and the Ultimate Clubs Cup and Cricket Super Cup tournaments.",
  });

/** The same page for every visitor: rendered once per filter, served from the page cache. */
export const headers = sharedPageHeaders;
