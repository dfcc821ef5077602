/**
 * The part of the YouTube IFrame Player API the TV uses, and its loader. The script is added
 * only by the TV island (so only /tv loads it); the CSP trusts it through 'strict-dynamic'.
 */

/** The IFrame API's script. Browser tests answer it with a stand-in (page.route). */
export const IFRAME_API_SRC = "https://www.youtube.com/iframe_api";
/** Embeds come from the no-cookie host. */
export const PLAYER_HOST = "https://www.youtube-nocookie.com";

export const PLAYER_STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } as const;

export type YTPlayer = {
  loadVideoById(options: { videoId: string; startSeconds?: number }): void;
  playVideo(): void;
  pauseVideo(): void;
  mute(): void;
  unMute(): void;
  destroy(): void;
};

type YTPlayerOptions = {
  host?: string;
  width?: string | number;
  height?: string | number;
  videoId?: string;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: { target: YTPlayer }) => void;
    onStateChange?: (event: { target: YTPlayer; data: number }) => void;
    onError?: (event: { target: YTPlayer; data: number }) => void;
  };
};

export type YTNamespace = {
  Player: new (element: HTMLElement, options: YTPlayerOptions) => YTPlayer;
};

declare global {
  interface Window {
    YT?: YTNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

/**
 * The TV's player options: it plays like a broadcast, so autoplay, no controls, no keyboard, no related videos
 * from other channels, no annotations, inline on phones, muted (browsers refuse sound before a gesture).
 */
export function playerVars(startSeconds: number, origin: string): Record<string, string | number> {
  return {
    autoplay: 1,
    controls: 0,
    disablekb: 1,
    rel: 0,
    iv_load_policy: 3,
    playsinline: 1,
    mute: 1,
    fs: 0,
    start: Math.floor(startSeconds),
    origin,
  };
}

/** How long the TV waits for the IFrame API (blocked, failing or hanging) before it offers YouTube instead. */
export const IFRAME_API_TIMEOUT_MS = 15_000;

let loading: Promise<YTNamespace> | undefined;

/**
 * Loads the IFrame API once per page; resolves with its namespace. The script is added once the
 * page has loaded: an outside script that hangs must not hold the load event, which the page's
 * behaviours wait for. Rejects when the script fails to load or has not announced itself within
 * `timeoutMs` of being added (a later call tries again).
 */
export function loadIframeApi(
  src: string = IFRAME_API_SRC,
  timeoutMs: number = IFRAME_API_TIMEOUT_MS,
): Promise<YTNamespace> {
  loading ??= new Promise<YTNamespace>((resolve, reject) => {
    if (window.YT?.Player) return resolve(window.YT);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (message: string) => {
      clearTimeout(timer);
      loading = undefined;
      reject(new Error(message));
    };
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (!window.YT) return;
      clearTimeout(timer);
      resolve(window.YT);
    };
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onerror = () => fail("The YouTube player could not be loaded");
    const add = () => {
      timer = setTimeout(() => fail("The YouTube player did not load in time"), timeoutMs);
      document.head.appendChild(script);
    };
    if (document.readyState === "complete") add();
    else window.addEventListener("load", add, { once: true });
  });
  return loading;
}
