// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { positionAt } from "~/features/tv/live";
import type { TvVideo } from "~/features/tv/schedule";
import { fakeTvApi } from "../../../tests/fakes/tv-api";
import { GUIDE_SIZE, RETRY_MS, useChannelSchedule } from "./use-channel-schedule";

const videos = (prefix: string, durations: number[]): TvVideo[] =>
  durations.map((duration, index) => ({
    id: `${prefix}${String(index).padStart(9, "0")}`,
    title: `${prefix} video ${index}`,
    duration,
  }));
const GTA = videos("g", [60, 95, 120, 45, 300, 75, 61, 88]);
const MIX = videos("m", [50, 70, 90, 110, 130, 150, 170]);
/** The server's clock runs an hour ahead of the browser's. */
const SKEW_MS = 3_600_000;

beforeEach(() => vi.useFakeTimers({ now: Date.parse("2026-11-27T12:00:00Z") }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Renders the hook on `channel`; `before` prepares the API's first answers. */
function setUp(channel = "GTA", before: (api: ReturnType<typeof fakeTvApi>) => void = () => {}) {
  const api = fakeTvApi({ GTA, MIX }, { skewMs: SKEW_MS });
  before(api);
  vi.stubGlobal("fetch", api.fetch);
  const hook = renderHook(({ channel }) => useChannelSchedule(channel, "/api/tv"), {
    initialProps: { channel },
  });
  return { api, ...hook };
}

/** Lets answers arrive and timers due within `ms` run. */
async function elapse(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

test("asks the API for the channel, then shows the item on now at the server's moment, with the next five videos", async () => {
  const { api, result } = setUp();
  expect(result.current.view).toBeNull();
  await elapse();
  expect(api.fetch).toHaveBeenCalledExactlyOnceWith("/api/tv/GTA", {
    headers: { Accept: "application/json" },
  });
  const live = api.answer("GTA", api.serverNow());
  const { view, offsetMs, reconnecting } = result.current;
  expect(offsetMs).toBe(SKEW_MS);
  expect(reconnecting).toBe(false);
  expect(view).toMatchObject({
    channel: "GTA",
    item: live.current,
    position: positionAt(live.current, api.serverNow()),
    at: Date.now(),
    shiftMs: 0,
  });
  expect(view!.upNext).toEqual(
    live.next.filter((item) => item.kind === "video").slice(0, GUIDE_SIZE),
  );
});

test("moves on to the next item at its moment, not before, and keeps five videos up next by asking again in time", async () => {
  const { api, result } = setUp();
  await elapse();
  for (let step = 0; step < 12; step += 1) {
    const { item, following, seq } = result.current.view!;
    const endsIn = item.endsAt - api.serverNow();
    await elapse(endsIn + 19);
    expect(result.current.view!.item).toEqual(item);
    await elapse(1);
    expect(result.current.view!.item).toEqual(following);
    expect(result.current.view!.seq).toBe(seq + 1);
    expect(result.current.view!.position).toBe(positionAt(following!, api.serverNow()));
    expect(result.current.view!.upNext).toHaveLength(GUIDE_SIZE);
  }
  expect(api.fetch.mock.calls.length).toBeGreaterThan(1);
});

test("a failed look-up says so and is tried again RETRY_MS later, not sooner", async () => {
  const { api, result } = setUp("GTA", (api) => api.fail());
  await elapse();
  expect(result.current).toMatchObject({ view: null, reconnecting: true });
  await elapse(RETRY_MS - 1);
  expect(api.fetch).toHaveBeenCalledTimes(1);
  await elapse(1);
  expect(api.fetch).toHaveBeenCalledTimes(2);
  expect(result.current.reconnecting).toBe(false);
  expect(result.current.view?.item).toEqual(api.answer("GTA", api.serverNow()).current);
});

test("an answer that is not a schedule is refused like a failed one", async () => {
  const { result } = setUp("GTA", (api) =>
    api.fetch
      .mockResolvedValueOnce(
        Response.json({ channel: "GTA", serverTime: "noon", current: {}, next: [] }),
      )
      // Another channel's schedule is not this one's either.
      .mockResolvedValueOnce(Response.json(api.answer("MIX", api.serverNow()))),
  );
  await elapse();
  expect(result.current).toMatchObject({ view: null, reconnecting: true });
  await elapse(RETRY_MS);
  expect(result.current).toMatchObject({ view: null, reconnecting: true });
  await elapse(RETRY_MS);
  expect(result.current.view?.channel).toBe("GTA");
});

test("a new channel shows nothing of the old one, and an answer for the old one arriving late is ignored", async () => {
  const { api, result, rerender } = setUp();
  await elapse();
  const gtaSeq = result.current.view!.seq;

  rerender({ channel: "MIX" });
  expect(result.current.view).toBeNull();
  await elapse();
  expect(api.fetch).toHaveBeenLastCalledWith("/api/tv/MIX", expect.anything());
  expect(result.current.view).toMatchObject({
    channel: "MIX",
    item: api.answer("MIX", api.serverNow()).current,
  });
  expect(result.current.view!.seq).toBeGreaterThan(gtaSeq);

  const late = api.hold();
  rerender({ channel: "GTA" });
  await elapse();
  rerender({ channel: "MIX" });
  late.release();
  await elapse();
  expect(result.current.view?.channel).toBe("MIX");
});

test("an unplayable video is skipped to the next video's start; the tab shown again is back to live", async () => {
  const { api, result } = setUp();
  await elapse();
  // Just after a video has started (the window may open on an ad break, or near a video's end).
  do await elapse(result.current.view!.item.endsAt - api.serverNow() + 20);
  while (result.current.view!.item.kind !== "video");
  const live = result.current.view!;
  const next = live.upNext[0]!;

  act(() => result.current.skipUnplayable());
  expect(result.current.view).toMatchObject({
    item: next,
    position: next.from,
    shiftMs: next.startsAt - api.serverNow(),
    seq: live.seq + 1,
  });

  await elapse(1_000);
  act(() => void document.dispatchEvent(new Event("visibilitychange")));
  expect(result.current.view).toMatchObject({
    item: live.item,
    shiftMs: 0,
    position: positionAt(live.item, api.serverNow()),
  });
});
