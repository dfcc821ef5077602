import type { ReactNode, RefObject } from "react";
import type { ResponsiveImage } from "~/features/media/images";
import type { AdLogo } from "~/features/tv/schedule";
import { ResponsiveImg } from "~/components/responsive-image";
import { ExpandIcon, ShrinkIcon, VolumeOffIcon, VolumeOnIcon } from "./tv-icons";

/** What each ad-break logo shows, after the site's name ("{brand} TV"). */
const AD_LABEL: Record<AdLogo, string> = { tv: "TV", services: "Services", gaming: "Gaming" };
const FRAME_SIZES = "(min-width: 1024px) 48rem, 100vw";

type TvScreenProps = {
  frameRef: RefObject<HTMLDivElement | null>;
  /** Where the player's frame goes. */
  slotRef: RefObject<HTMLDivElement | null>;
  channel: string;
  /** The site's name, as the ad breaks say it. */
  brand: string;
  /** The channel's poster, shown until its player plays (and drawn on the server for the first paint). */
  poster: ResponsiveImage | undefined;
  showPoster: boolean;
  /** An ad break on screen: its logo. */
  adBreak: { logo: AdLogo; image: ResponsiveImage | undefined } | undefined;
  /** The player could not be loaded: say so, and link to the video on YouTube when there is one. */
  failed: { watchHref: string | undefined } | undefined;
  children: ReactNode;
};

/** The 16:9 frame: the player's slot, the poster or the ad-break logo over it, the live and channel badges, and the controls (children). */
export function TvScreen({
  frameRef,
  slotRef,
  channel,
  brand,
  poster,
  showPoster,
  adBreak,
  failed,
  children,
}: TvScreenProps) {
  return (
    <div
      ref={frameRef}
      className="tv-frame relative aspect-video w-full overflow-hidden rounded-2xl bg-black shadow-xl ring-1 ring-black/10"
    >
      <div ref={slotRef} className="tv-slot absolute inset-0" />
      {showPoster && poster ? (
        <ResponsiveImg
          image={poster}
          alt=""
          sizes={FRAME_SIZES}
          priority="eager"
          className="pointer-events-none absolute inset-0 size-full object-cover"
        />
      ) : null}
      {adBreak ? (
        <div
          className="absolute inset-0 grid place-items-center bg-[#0b1220]"
          role="img"
          aria-label={`Ad break: ${brand} ${AD_LABEL[adBreak.logo]}`}
        >
          {adBreak.image ? (
            <ResponsiveImg
              image={adBreak.image}
              alt=""
              sizes={FRAME_SIZES}
              priority="eager"
              className="size-full object-contain"
            />
          ) : null}
        </div>
      ) : null}
      {failed ? <PlayerFailed watchHref={failed.watchHref} /> : null}
      <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-md bg-gaming px-2.5 py-1 text-xs font-extrabold tracking-widest text-white shadow">
        <span
          className="size-2 rounded-full bg-white motion-safe:animate-pulse"
          aria-hidden="true"
        />
        LIVE
      </span>
      <span
        translate="no"
        className="absolute top-3 right-3 rounded-md bg-black/60 px-2.5 py-1 text-xs font-bold tracking-wide text-white"
      >
        {channel}
      </span>
      {children}
    </div>
  );
}

function PlayerFailed({ watchHref }: { watchHref: string | undefined }) {
  return (
    // Clear of the live badge above and the control bar below, even on a phone's small frame.
    <div
      className="absolute inset-0 grid place-items-center bg-black/75 px-4 pt-10 pb-16 text-center text-white"
      data-tv-failed
    >
      <div className="space-y-2 sm:space-y-3">
        <p className="text-sm font-bold sm:text-lg">The video player could not be loaded.</p>
        {watchHref ? (
          <a
            href={watchHref}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-full bg-gaming px-5 py-2 font-extrabold text-white shadow-lg hover:brightness-110"
          >
            Watch on YouTube<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <p className="text-sm">Check your connection and reload the page.</p>
        )}
      </div>
    </div>
  );
}

type TvControlsProps = {
  /** The player is ready: mute acts on it. */
  playerReady: boolean;
  /** The island runs: full screen works without the player. */
  hydrated: boolean;
  /** Something is on screen: the big "Tap to unmute" button is worth showing. */
  onAir: boolean;
  muted: boolean;
  fullscreen: boolean;
  onToggleMute: () => void;
  onToggleFullscreen: () => void;
};

/** "Tap to unmute" over the picture while muted, and the bar of mute and full-screen buttons, disabled until they can act. */
export function TvControls({
  playerReady,
  hydrated,
  onAir,
  muted,
  fullscreen,
  onToggleMute,
  onToggleFullscreen,
}: TvControlsProps) {
  return (
    <>
      {playerReady && muted && onAir ? (
        <button
          type="button"
          onClick={onToggleMute}
          className="absolute top-1/2 left-1/2 inline-flex -translate-1/2 items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-extrabold text-ink shadow-lg hover:bg-amber-300"
        >
          <VolumeOffIcon className="size-5" /> Tap to unmute
        </button>
      ) : null}
      <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-gradient-to-t from-black/80 to-transparent px-3 pt-8 pb-3 *:pointer-events-auto">
        <button
          type="button"
          onClick={onToggleMute}
          disabled={!playerReady}
          aria-pressed={!muted}
          data-tv-control="mute"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white/15 px-3 py-2 text-sm font-bold text-white backdrop-blur hover:bg-white/25 disabled:opacity-50"
        >
          {muted ? <VolumeOffIcon /> : <VolumeOnIcon />}
          {/* Keyed: a translated page swaps the whole element instead of React editing a text node the translator replaced. */}
          <span key={muted ? "unmute" : "mute"} className="max-sm:sr-only">
            {muted ? "Unmute" : "Mute"}
          </span>
        </button>
        <button
          type="button"
          onClick={onToggleFullscreen}
          disabled={!hydrated}
          aria-pressed={fullscreen}
          data-tv-control="fullscreen"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white/15 px-3 py-2 text-sm font-bold text-white backdrop-blur hover:bg-white/25 disabled:opacity-50"
        >
          {fullscreen ? <ShrinkIcon /> : <ExpandIcon />}
          <span key={fullscreen ? "exit" : "enter"} className="max-sm:sr-only">
            {fullscreen ? "Exit full screen" : "Full screen"}
          </span>
        </button>
      </div>
    </>
  );
}
