import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from "react";
import { findChannel, type ChannelLink } from "~/features/tv/channels";
import { clockOffset, indexAt, localStartTime, nextVideo, positionAt, UNPLAYABLE_ERRORS, upcomingVideos } from "~/features/tv/live";
import type { ResponsiveImage } from "~/features/media/images";
import type { AdLogo, ScheduledItem } from "~/features/tv/schedule";
import { watchUrl } from "~/components/video-facade/contract";
import { ExpandIcon, ShrinkIcon, StarIcon, VolumeOffIcon, VolumeOnIcon } from "./tv-icons";
import { loadIframeApi, PLAYER_HOST, PLAYER_STATE, playerVars, type YTPlayer } from "./youtube-iframe";

/** A responsive image of ours, resolved on the server by `findImage` (a type-only import: the island does not carry the image manifest). */
export type TvImage = ResponsiveImage;
export type TvChannelLink = ChannelLink;

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

/** Items in the "Up next" guide. */
export const GUIDE_SIZE = 5;
const RETRY_MS = 5_000;
const AD_LABEL: Record<AdLogo, string> = { tv: "TV", services: "Services", gaming: "Gaming" };

type Schedule = { channel: string; items: ScheduledItem[]; offsetMs: number };
/** What the screen shows: one item of the schedule, where to play it from (at local time `at`), the guide. */
type View = {
  item: ScheduledItem;
  following: ScheduledItem | undefined;
  position: number;
  at: number;
  upNext: ScheduledItem[];
  /** How far this viewer runs ahead of the live schedule (after skipping an unplayable video). */
  shiftMs: number;
  seq: number;
};

const sameItem = (a: ScheduledItem, b: ScheduledItem) =>
  a.startsAt === b.startsAt && a.kind === b.kind && (a.kind === "ad" || (b.kind === "video" && a.id === b.id));

const subscribeNothing = () => () => {};
/** False on the server and while hydrating, true once the island runs in the browser: controls that need a script wait for it. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

function Picture({ image, alt, className, sizes }: { image: TvImage | undefined; alt: string; className?: string; sizes: string }) {
  if (!image) return null;
  return <img src={image.src} srcSet={image.srcSet} sizes={sizes} width={image.width} height={image.height} alt={alt} decoding="async" className={className} />;
}

/**
 * The 24/7 TV: channel buttons, a 16:9 YouTube player driven by the shared schedule, custom
 * mute and fullscreen, the ad-break logo, "You are watching …" and the "Up next" guide.
 * Server-rendered for the first paint (links, poster, guide skeleton); hydrated on /tv only.
 */
export function TvPlayer({ channel: initialChannel, channels, brand, posters, adLogos, apiPath, iframeApiSrc }: TvPlayerProps) {
  const [channel, setChannel] = useState(initialChannel);
  const [view, setView] = useState<View | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const hydrated = useHydrated();
  const [reconnecting, setReconnecting] = useState(false);
  const [playerReady, setPlayerReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [holding, setHolding] = useState(false);
  const [muted, setMuted] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [playerFailed, setPlayerFailed] = useState(false);

  const frameRef = useRef<HTMLDivElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<YTPlayer | null>(null);
  const creatingRef = useRef(false);
  const scheduleRef = useRef<Schedule | null>(null);
  /** A viewer who skipped an unplayable video runs this far ahead of the live schedule (until they come back to live). */
  const shiftRef = useRef(0);
  const syncRef = useRef<(force: boolean) => void>(() => {});
  const mutedRef = useRef(true);
  const drivenRef = useRef({ seq: -1, ready: false });
  /** Numbers each item put on screen, across channels, so the player is driven once per item. */
  const seqRef = useRef(0);

  /** A video the player cannot play (gone, not embeddable) is skipped: this viewer jumps to the next video's start. */
  function skipUnplayable() {
    const schedule = scheduleRef.current;
    if (!schedule) return;
    const time = Date.now() + schedule.offsetMs + shiftRef.current;
    const next = nextVideo(schedule.items, indexAt(schedule.items, time));
    if (next) shiftRef.current += next.startsAt - time;
    syncRef.current(true);
  }

  /** Switches the channel (from a button or the browser's back and forward): the poster shows until the new channel plays. */
  function switchChannel(name: string) {
    setChannel(name);
    setView(null);
    setPlaying(false);
  }

  // The schedule of the chosen channel: fetched, then followed item by item with one timer.
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let fetching = false;
    scheduleRef.current = null;
    shiftRef.current = 0;

    async function load() {
      if (fetching) return;
      fetching = true;
      const sentAt = Date.now();
      try {
        const response = await fetch(`${apiPath}/${channel}`, { headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { serverTime: number; current: ScheduledItem; next: ScheduledItem[] };
        if (cancelled) return;
        const offset = clockOffset(body.serverTime, sentAt, Date.now());
        scheduleRef.current = { channel, items: [body.current, ...body.next], offsetMs: offset };
        setOffsetMs(offset);
        setReconnecting(false);
        fetching = false;
        sync(false);
      } catch {
        fetching = false;
        if (cancelled) return;
        setReconnecting(true);
        clearTimeout(timer);
        timer = setTimeout(() => void load(), RETRY_MS);
      }
    }

    function sync(force: boolean) {
      const schedule = scheduleRef.current;
      if (!schedule || cancelled) return;
      const time = Date.now() + schedule.offsetMs + shiftRef.current;
      const index = indexAt(schedule.items, time);
      if (index < 0 || upcomingVideos(schedule.items, index, GUIDE_SIZE).length < GUIDE_SIZE) void load();
      if (index < 0) return;
      const item = schedule.items[index]!;
      const upNext = upcomingVideos(schedule.items, index, GUIDE_SIZE);
      const following = schedule.items[index + 1];
      const fresh = { item, following, position: positionAt(item, time), at: Date.now(), upNext, shiftMs: shiftRef.current, seq: 0 };
      setView((previous) => {
        if (!force && previous && sameItem(previous.item, item)) return { ...previous, upNext, following };
        return { ...fresh, seq: ++seqRef.current };
      });
      clearTimeout(timer);
      timer = setTimeout(() => sync(false), Math.max(20, item.endsAt - time + 20));
    }

    syncRef.current = sync;
    void load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [channel, apiPath]);

  // The YouTube player: created once, when the first item is known.
  useEffect(() => {
    if (!view || playerRef.current || creatingRef.current) return;
    creatingRef.current = true;
    loadIframeApi(iframeApiSrc)
      .then((YT) => {
        // A later attempt (the effect tries again as the schedule moves on) may succeed.
        setPlayerFailed(false);
        const element = document.createElement("div");
        slotRef.current?.appendChild(element);
        playerRef.current = new YT.Player(element, {
          host: PLAYER_HOST,
          width: "100%",
          height: "100%",
          playerVars: playerVars(0, window.location.origin),
          events: {
            onReady: (event) => {
              event.target.mute();
              setPlayerReady(true);
            },
            onStateChange: (event) => {
              if (event.data === PLAYER_STATE.PLAYING) setPlaying(true);
              // Ended before its slot did: show the ad break until the next item's moment.
              if (event.data === PLAYER_STATE.ENDED) setHolding(true);
            },
            onError: (event) => {
              if (UNPLAYABLE_ERRORS.has(event.data)) skipUnplayable();
            },
          },
        });
      })
      .catch(() => {
        creatingRef.current = false;
        setPlayerFailed(true);
      });
  }, [view, iframeApiSrc]);

  useEffect(() => () => playerRef.current?.destroy(), []);

  // Drive the player whenever the item on screen changes (or the player becomes ready).
  useEffect(() => {
    const player = playerRef.current;
    if (!view || !player || !playerReady) return;
    if (drivenRef.current.seq === view.seq && drivenRef.current.ready) return;
    drivenRef.current = { seq: view.seq, ready: true };
    setHolding(false);
    if (view.item.kind === "video") {
      player.loadVideoById({ videoId: view.item.id, startSeconds: view.position + (Date.now() - view.at) / 1000 });
      if (mutedRef.current) player.mute();
    } else {
      player.pauseVideo();
    }
  }, [view, playerReady]);

  // Back to the live moment whenever the tab becomes visible again.
  useEffect(() => {
    function onVisibility() {
      if (document.visibilityState !== "visible") return;
      shiftRef.current = 0;
      syncRef.current(true);
    }
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  useEffect(() => {
    function onFullscreen() {
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === frameRef.current);
    }
    document.addEventListener("fullscreenchange", onFullscreen);
    return () => document.removeEventListener("fullscreenchange", onFullscreen);
  }, []);

  // The URL names the channel: back and forward switch it too.
  useEffect(() => {
    function onPopState() {
      switchChannel((findChannel(channels, new URL(window.location.href).searchParams.get("channel")) ?? channels[0]!).name);
    }
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [channels]);

  function chooseChannel(event: MouseEvent<HTMLAnchorElement>, link: TvChannelLink) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (link.name === channel) return;
    window.history.pushState(null, "", link.href);
    switchChannel(link.name);
  }

  function toggleMute() {
    const player = playerRef.current;
    const next = !muted;
    if (player) {
      if (next) player.mute();
      else {
        player.unMute();
        player.playVideo();
      }
    }
    mutedRef.current = next;
    setMuted(next);
  }

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frameRef.current?.requestFullscreen?.().catch(() => {});
  }

  const item = view?.item;
  const inAdBreak = item?.kind === "ad" || (holding && item?.kind === "video");
  const adLogo: AdLogo | undefined =
    item?.kind === "ad" ? item.logo : holding && view?.following?.kind === "ad" ? view.following.logo : holding ? "tv" : undefined;
  const title = item?.kind === "video" ? item.title : item?.kind === "ad" ? "Ad break" : undefined;
  const state = !item ? "loading" : inAdBreak ? "ad" : "video";
  const controlsReady = hydrated && playerReady;
  // Without the player (its script blocked, failing or hanging), the video on now — or, in an ad
  // break, the next one — can still be watched on YouTube.
  const watchVideo = item?.kind === "video" ? item : view?.upNext[0];
  const watchHref =
    watchVideo?.kind === "video" ? `${watchUrl(watchVideo.id)}${item === watchVideo && view ? `&t=${Math.floor(view.position)}s` : ""}` : undefined;

  return (
    <div
      className="space-y-5"
      data-tv-state={state}
      data-tv-channel={channel}
      data-tv-ready={controlsReady ? "true" : undefined}
      data-tv-item-ends={view ? String(Math.round(view.item.endsAt - offsetMs - view.shiftMs)) : undefined}
    >
      <nav aria-label="Channels">
        <ul className="flex flex-wrap gap-2">
          {channels.map((link) => {
            const current = link.name === channel;
            return (
              <li key={link.name}>
                <a
                  href={link.href}
                  onClick={(event) => chooseChannel(event, link)}
                  aria-current={current ? "page" : undefined}
                  className={[
                    "inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 px-4 py-2 text-sm font-extrabold tracking-wide transition",
                    link.exclusive
                      ? current
                        ? "border-amber bg-gradient-to-r from-amber-400 to-amber-500 text-ink shadow-md shadow-amber-500/30"
                        : "border-amber bg-[var(--surface)] text-[var(--text)] hover:bg-amber-400/15"
                      : current
                        ? "border-gaming bg-gaming text-white shadow-md shadow-red-900/30"
                        : "border-[var(--border)] bg-[var(--surface)] text-[var(--text)] hover:border-gaming",
                  ].join(" ")}
                >
                  {link.exclusive ? <StarIcon className="size-4" /> : null}
                  <span translate="no">{link.name}</span>
                  {link.exclusive ? <span className="text-[0.65rem] font-bold tracking-wider uppercase opacity-80">Exclusive</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-3">
          <div ref={frameRef} className="tv-frame relative aspect-video w-full overflow-hidden rounded-2xl bg-black shadow-xl ring-1 ring-black/10">
            <div ref={slotRef} className="tv-slot absolute inset-0" />
            {!playing || !item ? (
              <Picture
                image={posters[channel]}
                alt=""
                sizes="(min-width: 1024px) 48rem, 100vw"
                className="pointer-events-none absolute inset-0 size-full object-cover"
              />
            ) : null}
            {inAdBreak && adLogo ? (
              <div className="absolute inset-0 grid place-items-center bg-[#0b1220]" role="img" aria-label={`Ad break: ${brand} ${AD_LABEL[adLogo]}`}>
                <Picture image={adLogos[adLogo]} alt="" sizes="(min-width: 1024px) 48rem, 100vw" className="size-full object-contain" />
              </div>
            ) : null}
            {playerFailed ? (
              // Clear of the live badge above and the control bar below, even on a phone's small frame.
              <div className="absolute inset-0 grid place-items-center bg-black/75 px-4 pt-10 pb-16 text-center text-white" data-tv-failed>
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
            ) : null}
            <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-md bg-gaming px-2.5 py-1 text-xs font-extrabold tracking-widest text-white shadow">
              <span className="size-2 rounded-full bg-white motion-safe:animate-pulse" aria-hidden="true" />
              LIVE
            </span>
            <span translate="no" className="absolute top-3 right-3 rounded-md bg-black/60 px-2.5 py-1 text-xs font-bold tracking-wide text-white">
              {channel}
            </span>
            {controlsReady && muted && item ? (
              <button
                type="button"
                onClick={toggleMute}
                className="absolute top-1/2 left-1/2 inline-flex -translate-1/2 items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-extrabold text-ink shadow-lg hover:bg-amber-300"
              >
                <VolumeOffIcon className="size-5" /> Tap to unmute
              </button>
            ) : null}
            <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-gradient-to-t from-black/80 to-transparent px-3 pt-8 pb-3 *:pointer-events-auto">
              <button
                type="button"
                onClick={toggleMute}
                disabled={!controlsReady}
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
                onClick={toggleFullscreen}
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
          </div>
          {/* Always two lines high, a long title cut to fit: the line is filled in once the player
              knows what is on, and must not push the guide down when it is (no layout shift). */}
          <p className="line-clamp-2 min-h-[2lh] text-lg" aria-live="polite" title={title} data-tv-now>
            You are watching{" "}
            <strong translate="no" className="font-extrabold text-gaming dark:text-red-400">
              {channel}
            </strong>{" "}
            Channel
            {title ? (
              <span key="title">
                :{" "}
                <span translate="no" className="font-semibold">
                  {title}
                </span>
              </span>
            ) : (
              <span key="tuning" className="text-muted">
                {" "}
                — tuning in…
              </span>
            )}
          </p>
          {reconnecting ? <p className="text-sm text-[var(--danger)]">Reconnecting to the schedule…</p> : null}
        </div>

        <aside aria-labelledby="tv-guide-heading" className="self-start surface-card p-5">
          <h2 id="tv-guide-heading" className="text-lg font-bold">
            Up next
          </h2>
          {view ? (
            <ol className="mt-3 space-y-3" data-tv-guide>
              {view.upNext.map((entry) => (
                <li key={`${entry.startsAt}`} className="flex gap-3">
                  <time
                    translate="no"
                    dateTime={new Date(entry.startsAt - offsetMs - view.shiftMs).toISOString()}
                    className="w-20 shrink-0 font-mono text-sm font-bold whitespace-nowrap text-gaming dark:text-red-400"
                  >
                    {localStartTime(entry.startsAt - view.shiftMs, offsetMs)}
                  </time>
                  <span translate="no" className="text-sm leading-snug">
                    {entry.kind === "video" ? entry.title : ""}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <ol className="mt-3 space-y-3" aria-busy="true" aria-label="Loading the guide">
              {Array.from({ length: GUIDE_SIZE }, (_, index) => (
                <li key={index} className="flex gap-3" aria-hidden="true">
                  {/* As high as a one-line entry (text-sm), so the guide barely moves when it fills in. */}
                  <span className="h-5 w-20 shrink-0 rounded bg-[var(--surface-2)]" />
                  <span className="h-5 flex-1 rounded bg-[var(--surface-2)]" />
                </li>
              ))}
            </ol>
          )}
        </aside>
      </div>
    </div>
  );
}
