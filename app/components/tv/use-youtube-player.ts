import { useEffect, useRef, useState, type RefObject } from "react";
import { UNPLAYABLE_ERRORS } from "~/features/tv/live";
import type { ScheduledItem } from "~/features/tv/schedule";
import {
  loadIframeApi,
  PLAYER_HOST,
  PLAYER_STATE,
  playerVars,
  type YTNamespace,
  type YTPlayer,
} from "./youtube-iframe";

/** What the player should show: an item of the schedule from `position` seconds, as of local time `at`. */
export type PlayRequest = {
  /** A new number for each item put on screen: the player is driven once per number. */
  seq: number;
  /** The channel it is on: `playing` counts for that channel alone. */
  channel: string;
  item: ScheduledItem;
  position: number;
  at: number;
};

export type YouTubePlayerOptions = {
  /** Null until there is something to play; the player is created on the first request. */
  request: PlayRequest | null;
  iframeApiSrc: string;
  /** The item on now cannot be played here (gone, or not embeddable). */
  onUnplayable: () => void;
  /** Loads the IFrame API; tests hand in their own. */
  loadApi?: (src: string) => Promise<YTNamespace>;
};

export type YouTubePlayer = {
  /** Where the player's frame goes. */
  slotRef: RefObject<HTMLDivElement | null>;
  /** The player exists and said it is ready: its controls may act. */
  ready: boolean;
  /** The IFrame API could not be loaded (blocked, failing or hanging); a later item tries again. */
  failed: boolean;
  /** Something of the current channel has started playing (until then the poster shows). */
  playing: boolean;
  /** The item's video ended before its slot did: the break shows until the next item. */
  ended: boolean;
  muted: boolean;
  toggleMute: () => void;
};

type PlayerEvents = {
  ready: () => void;
  playing: () => void;
  ended: () => void;
  unplayable: () => void;
};

/** A player in a new element of the slot, muted once ready (browsers refuse sound before a gesture). */
function createPlayer(YT: YTNamespace, slot: HTMLElement | null, on: PlayerEvents): YTPlayer {
  const element = document.createElement("div");
  slot?.appendChild(element);
  return new YT.Player(element, {
    host: PLAYER_HOST,
    width: "100%",
    height: "100%",
    playerVars: playerVars(0, window.location.origin),
    events: {
      onReady: (event) => {
        event.target.mute();
        on.ready();
      },
      onStateChange: (event) => {
        if (event.data === PLAYER_STATE.PLAYING) on.playing();
        if (event.data === PLAYER_STATE.ENDED) on.ended();
      },
      onError: (event) => {
        if (UNPLAYABLE_ERRORS.has(event.data)) on.unplayable();
      },
    },
  });
}

/** A video from its live position (plus the time since it was asked for); an ad break pauses. */
function playItem(player: YTPlayer, request: PlayRequest, muted: boolean) {
  if (request.item.kind === "video") {
    player.loadVideoById({
      videoId: request.item.id,
      startSeconds: request.position + (Date.now() - request.at) / 1000,
    });
    if (muted) player.mute();
  } else {
    player.pauseVideo();
  }
}

/**
 * The YouTube IFrame player's life cycle: loads the API and creates one player once there is
 * something to play, starts it muted (browsers refuse sound before a gesture), loads each new
 * item at its live position (plus the time since it was asked for) and pauses for ad breaks,
 * reports an unplayable video, and destroys the player on unmount.
 */
export function useYouTubePlayer({
  request,
  iframeApiSrc,
  onUnplayable,
  loadApi = loadIframeApi,
}: YouTubePlayerOptions): YouTubePlayer {
  const slotRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<YTPlayer | null>(null);
  const creatingRef = useRef(false);
  const drivenRef = useRef<{ seq: number; channel: string | null }>({ seq: -1, channel: null });
  const mutedRef = useRef(true);
  const onUnplayableRef = useRef(onUnplayable);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [playingChannel, setPlayingChannel] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    onUnplayableRef.current = onUnplayable;
  }, [onUnplayable]);

  // Created once, when the first item is known; after a failure, tried again as the schedule moves on.
  useEffect(() => {
    if (!request || playerRef.current || creatingRef.current) return;
    creatingRef.current = true;
    loadApi(iframeApiSrc)
      .then((YT) => {
        setFailed(false);
        playerRef.current = createPlayer(YT, slotRef.current, {
          ready: () => setReady(true),
          playing: () => setPlayingChannel(drivenRef.current.channel),
          // Ended before its slot did: show the ad break until the next item's moment.
          ended: () => setEnded(true),
          unplayable: () => onUnplayableRef.current(),
        });
      })
      .catch(() => {
        creatingRef.current = false;
        setFailed(true);
      });
  }, [request, iframeApiSrc, loadApi]);

  useEffect(() => () => playerRef.current?.destroy(), []);

  // Drive the player whenever the item on screen changes (or the player becomes ready).
  useEffect(() => {
    const player = playerRef.current;
    if (!request || !player || !ready || drivenRef.current.seq === request.seq) return;
    drivenRef.current = { seq: request.seq, channel: request.channel };
    setEnded(false);
    playItem(player, request, mutedRef.current);
  }, [request, ready]);

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

  return {
    slotRef,
    ready,
    failed,
    playing: request !== null && playingChannel === request.channel,
    ended,
    muted,
    toggleMute,
  };
}
