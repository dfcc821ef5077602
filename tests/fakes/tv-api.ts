// A stand-in for GET /api/tv/{channel} in unit tests: answers with the server's own schedule
// functions (the same window a real answer holds), from a server whose clock may be set apart
// from the test's. `fail` makes the next answers errors; `hold` keeps the next answer back.
import { vi } from "vitest";
import type { TvAnswer } from "~/features/tv/contract";
import { buildTimeline, scheduleWindow, type Timeline, type TvVideo } from "~/features/tv/schedule";

/** Items after the current one, as the real API sends (features/tv/api.server.ts). */
const WINDOW_ITEMS = 14;

export function fakeTvApi(lists: Partial<Record<string, readonly TvVideo[]>>, { skewMs = 0 }: { skewMs?: number } = {}) {
  const timelines = new Map<string, Timeline>();
  let failures = 0;
  let held: Promise<void> | undefined;

  /** The body the server would send for `channel` at its own time `serverTime`. */
  function answer(channel: string, serverTime: number): TvAnswer {
    const videos = lists[channel];
    if (!videos) throw new Error(`no list for ${channel}`);
    const timelineFor = (day: number) => {
      const key = `${channel}/${day}`;
      let timeline = timelines.get(key);
      if (!timeline) timelines.set(key, (timeline = buildTimeline(videos, day)));
      return timeline;
    };
    const [current, ...next] = scheduleWindow(timelineFor, serverTime, WINDOW_ITEMS);
    return { channel, serverTime, origin: "bundled", current: current!, next };
  }

  const fetch = vi.fn(async (url: string | URL | Request): Promise<Response> => {
    // Like the server, only a channel's exact name is one: any other is unknown.
    const channel = decodeURIComponent(String(url).split("/").pop() ?? "");
    if (!lists[channel]) return Response.json({ error: "Unknown channel" }, { status: 404 });
    const wait = held;
    held = undefined;
    if (wait) await wait;
    if (failures > 0) {
      failures -= 1;
      return Response.json({ error: "Unavailable" }, { status: 503 });
    }
    return Response.json(answer(channel, Date.now() + skewMs));
  });

  return {
    fetch,
    /** The server's time now. */
    serverNow: () => Date.now() + skewMs,
    answer,
    /** The next `count` answers are 503s. */
    fail(count = 1) {
      failures = count;
    },
    /** The next answer waits until `release()`. */
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return { release: () => release() };
    },
  };
}
