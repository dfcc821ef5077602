import type { ResponsiveImage } from "~/features/media/images";
import type { AdLogo } from "~/features/tv/schedule";
import { watchUrl } from "~/components/video-facade/contract";
import { useHydrated } from "~/islands/use-hydrated";
import { ChannelNav } from "./channel-nav";
import { TvControls, TvScreen } from "./tv-screen";
import { NowWatching, UpNext } from "./up-next";
import { useChannelChoice, type TvChannelLink } from "./use-channel-choice";
import { useChannelSchedule, type ScheduleView } from "./use-channel-schedule";
import { useFullscreen } from "./use-fullscreen";
import { useYouTubePlayer } from "./use-youtube-player";

/** A responsive image of ours, resolved on the server by `findImage` (a type-only import: the island does not carry the image manifest). */
export type TvImage = ResponsiveImage;

/** The island's props: the same for every visitor (the page is shared); the live state comes from the API. */
export type TvPlayerProps = {
  channel: string;
  /** The channels' buttons, in order: the first is the one /tv opens on. */
  channels: TvChannelLink[];
  /** The site's name, as the ad breaks say it ("{brand} TV"). */
  brand: string;
  /** Images of content: one missing from the content (refused by its check, or removed since) is absent, and nothing shows in its place. */
  posters: Partial<Record<string, TvImage>>;
  adLogos: Partial<Record<AdLogo, TvImage>>;
  /** GET {apiPath}/{channel} answers the schedule window. */
  apiPath: string;
  iframeApiSrc: string;
};

/** Without the player (its script blocked, failing or hanging), the video on now — or, in an ad break, the next one — can still be watched on YouTube. */
function watchHref(view: ScheduleView | null): string | undefined {
  if (!view) return undefined;
  const video = view.item.kind === "video" ? view.item : view.upNext[0];
  if (video?.kind !== "video") return undefined;
  return `${watchUrl(video.id)}${video === view.item ? `&t=${Math.floor(view.position)}s` : ""}`;
}

/**
 * The 24/7 TV: channel buttons, a 16:9 YouTube player driven by the shared schedule, custom
 * mute and fullscreen, the ad-break logo, "You are watching …" and the "Up next" guide.
 * Server-rendered for the first paint (links, poster, guide skeleton); hydrated on /tv only.
 */
export function TvPlayer({
  channel: initialChannel,
  channels,
  brand,
  posters,
  adLogos,
  apiPath,
  iframeApiSrc,
}: TvPlayerProps) {
  const hydrated = useHydrated();
  const { channel, choose } = useChannelChoice(initialChannel, channels);
  const { view, offsetMs, reconnecting, skipUnplayable } = useChannelSchedule(channel, apiPath);
  const player = useYouTubePlayer({ request: view, iframeApiSrc, onUnplayable: skipUnplayable });
  const { ref: frameRef, fullscreen, toggleFullscreen } = useFullscreen<HTMLDivElement>();

  const item = view?.item;
  const inAdBreak = item?.kind === "ad" || (player.ended && item?.kind === "video");
  const adLogo: AdLogo | undefined =
    item?.kind === "ad"
      ? item.logo
      : player.ended && view?.following?.kind === "ad"
        ? view.following.logo
        : player.ended
          ? "tv"
          : undefined;
  const title = item?.kind === "video" ? item.title : item?.kind === "ad" ? "Ad break" : undefined;
  const playerReady = hydrated && player.ready;

  return (
    <div
      className="space-y-5"
      data-tv-state={!item ? "loading" : inAdBreak ? "ad" : "video"}
      data-tv-channel={channel}
      data-tv-ready={playerReady ? "true" : undefined}
      data-tv-item-ends={
        view ? String(Math.round(view.item.endsAt - offsetMs - view.shiftMs)) : undefined
      }
    >
      <ChannelNav channels={channels} current={channel} onChoose={choose} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-3">
          <TvScreen
            frameRef={frameRef}
            slotRef={player.slotRef}
            channel={channel}
            brand={brand}
            poster={posters[channel]}
            showPoster={!player.playing || !item}
            adBreak={inAdBreak && adLogo ? { logo: adLogo, image: adLogos[adLogo] } : undefined}
            failed={player.failed ? { watchHref: watchHref(view) } : undefined}
          >
            <TvControls
              playerReady={playerReady}
              hydrated={hydrated}
              onAir={item !== undefined}
              muted={player.muted}
              fullscreen={fullscreen}
              onToggleMute={player.toggleMute}
              onToggleFullscreen={toggleFullscreen}
            />
          </TvScreen>
          <NowWatching channel={channel} title={title} />
          {reconnecting ? (
            <p className="text-sm text-[var(--danger)]">Reconnecting to the schedule…</p>
          ) : null}
        </div>

        <UpNext view={view} offsetMs={offsetMs} />
      </div>
    </div>
  );
}
