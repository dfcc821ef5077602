// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { ScheduledItem } from "~/features/tv/schedule";
import {
  useYouTubePlayer,
  type PlayRequest,
  type YouTubePlayer,
  type YouTubePlayerOptions,
} from "./use-youtube-player";
import type { YTNamespace } from "./youtube-iframe";

/** The stand-in for the IFrame API that the browser tests serve (its YT.Player records every call). */
const FAKE_IFRAME_API = readFileSync("tests/fakes/youtube-iframe-api.js", "utf8");
type Call = [string, ...unknown[]];
type FakePlayer = { fire(state: number): void; fail(code: number): void };
type Fake = { calls: Call[]; players: FakePlayer[] };

declare global {
  interface Window {
    __ytFake?: Fake;
  }
}

const T0 = Date.parse("2026-11-27T12:00:00Z");
const video = (id: string, startsAt = T0): ScheduledItem => ({
  kind: "video",
  id,
  title: id,
  duration: 60,
  startsAt,
  endsAt: startsAt + 60_000,
  from: 0,
});
const ad: ScheduledItem = {
  kind: "ad",
  logo: "tv",
  duration: 5,
  startsAt: T0 + 60_000,
  endsAt: T0 + 65_000,
  from: 0,
};
const request = (
  seq: number,
  item: ScheduledItem,
  more: Partial<PlayRequest> = {},
): PlayRequest => ({
  seq,
  channel: "GTA",
  item,
  position: 0,
  at: Date.now(),
  ...more,
});

let fake: Fake;
let loadApi: ReturnType<typeof vi.fn<(src: string) => Promise<YTNamespace>>>;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  new Function(FAKE_IFRAME_API)();
  fake = window.__ytFake!;
  loadApi = vi.fn(async () => window.YT!);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Renders the hook with its slot in the page, as the player renders it. */
function setUp(first: PlayRequest | null, onUnplayable = vi.fn()) {
  const state: { current: YouTubePlayer | undefined } = { current: undefined };
  function Harness(props: YouTubePlayerOptions) {
    const player = useYouTubePlayer(props);
    state.current = player;
    return <div ref={player.slotRef} data-testid="slot" />;
  }
  const options = (
    request: PlayRequest | null,
    handler: () => void = onUnplayable,
  ): YouTubePlayerOptions => ({
    request,
    iframeApiSrc: "https://www.youtube.com/iframe_api",
    onUnplayable: handler,
    loadApi,
  });
  const view = render(<Harness {...options(first)} />);
  return {
    player: () => state.current!,
    show: (next: PlayRequest | null, handler?: () => void) =>
      view.rerender(<Harness {...options(next, handler)} />),
    unmount: view.unmount,
    slot: () => view.getByTestId("slot"),
  };
}

/**
 * Lets the stand-in answer: its events come in timers of their own (onReady, the PLAYING after
 * each load), and React's effects, run as each act() ends, may start more.
 */
async function settle() {
  for (let round = 0; round === 0 || vi.getTimerCount() > 0; round += 1) {
    if (round === 10) throw new Error("the player keeps scheduling work");
    await act(async () => {
      await vi.runAllTimersAsync();
    });
  }
}

const loads = () => fake.calls.filter(([name]) => name === "loadVideoById");

test("no player until there is something to play; then one, muted and ready in its slot, playing the item from its live position", async () => {
  const { player, show, slot } = setUp(null);
  await settle();
  expect(loadApi).not.toHaveBeenCalled();
  expect(player()).toMatchObject({ ready: false, playing: false, muted: true });

  show(request(1, video("aaaaaaaaaaa"), { position: 42, at: T0 - 1_500 }));
  await settle();
  expect(fake.players).toHaveLength(1);
  expect(fake.calls[0]).toEqual([
    "new",
    expect.objectContaining({
      autoplay: 1,
      controls: 0,
      mute: 1,
      playsinline: 1,
      origin: window.location.origin,
    }),
  ]);
  expect(slot().querySelector("iframe")).not.toBeNull();
  expect(player()).toMatchObject({ ready: true, failed: false, playing: true });
  // From the position asked for, plus the time since it was asked for.
  expect(loads()).toEqual([["loadVideoById", "aaaaaaaaaaa", 43.5]]);
  expect(fake.calls.filter(([name]) => name === "mute").length).toBeGreaterThanOrEqual(2);
});

test("each item is driven once: a new one is loaded, an ad break pauses, the same one again changes nothing", async () => {
  const { show } = setUp(request(1, video("aaaaaaaaaaa")));
  await settle();
  show(request(1, video("aaaaaaaaaaa")));
  await settle();
  expect(loads()).toHaveLength(1);
  show(request(2, ad));
  await settle();
  expect(fake.calls.at(-1)).toEqual(["pauseVideo"]);
  show(request(3, video("bbbbbbbbbbb", ad.endsAt)));
  await settle();
  expect(loads().map(([, id]) => id)).toEqual(["aaaaaaaaaaa", "bbbbbbbbbbb"]);
  expect(fake.players).toHaveLength(1);
});

test("a video that ends before its slot shows the break until the next item", async () => {
  const { player, show } = setUp(request(1, video("aaaaaaaaaaa")));
  await settle();
  act(() => fake.players[0]!.fire(0));
  expect(player().ended).toBe(true);
  show(request(2, ad));
  await settle();
  expect(player().ended).toBe(false);
});

test("'playing' counts for the channel that played: another channel shows its poster until its own video plays", async () => {
  const { player, show } = setUp(request(1, video("aaaaaaaaaaa")));
  await settle();
  expect(player().playing).toBe(true);
  show(request(2, video("ccccccccccc"), { channel: "MIX" }));
  expect(player().playing).toBe(false);
  await settle();
  expect(player().playing).toBe(true);
});

test("a video the player cannot play (100, 101, 150) is reported, to the latest handler; other errors are not", async () => {
  const first = vi.fn();
  const { show } = setUp(request(1, video("aaaaaaaaaaa")), first);
  await settle();
  act(() => fake.players[0]!.fail(150));
  expect(first).toHaveBeenCalledTimes(1);
  act(() => fake.players[0]!.fail(2));
  expect(first).toHaveBeenCalledTimes(1);
  const latest = vi.fn();
  show(request(1, video("aaaaaaaaaaa")), latest);
  await settle();
  act(() => fake.players[0]!.fail(101));
  expect(latest).toHaveBeenCalledTimes(1);
  expect(first).toHaveBeenCalledTimes(1);
});

test("unmuting plays with sound, and the next videos keep the viewer's choice", async () => {
  const { player, show } = setUp(request(1, video("aaaaaaaaaaa")));
  await settle();
  act(() => player().toggleMute());
  expect(player().muted).toBe(false);
  expect(fake.calls.slice(-2)).toEqual([["unMute"], ["playVideo"]]);
  show(request(2, video("bbbbbbbbbbb")));
  await settle();
  expect(fake.calls.at(-1)?.[0]).toBe("loadVideoById");
  act(() => player().toggleMute());
  expect(player().muted).toBe(true);
  show(request(3, video("ccccccccccc")));
  await settle();
  expect(fake.calls.slice(-2).map(([name]) => name)).toEqual(["loadVideoById", "mute"]);
});

test("when the API cannot be loaded the player says so, and the next item tries again", async () => {
  loadApi.mockRejectedValueOnce(new Error("blocked"));
  const { player, show } = setUp(request(1, video("aaaaaaaaaaa")));
  await settle();
  expect(player()).toMatchObject({ failed: true, ready: false });
  expect(fake.players).toHaveLength(0);
  show(request(2, video("bbbbbbbbbbb")));
  await settle();
  expect(loadApi).toHaveBeenCalledTimes(2);
  expect(player()).toMatchObject({ failed: false, ready: true });
  expect(loads().map(([, id]) => id)).toEqual(["bbbbbbbbbbb"]);
});

test("unmounting destroys the player", async () => {
  const { unmount } = setUp(request(1, video("aaaaaaaaaaa")));
  await settle();
  unmount();
  expect(fake.calls.at(-1)).toEqual(["destroy"]);
});
