// The body GET /api/tv/{channel} sends, made by the server's own schedule functions for a
// server time the test chooses. Free of any test runner, so unit tests (tv-api.ts) and browser
// tests (tests/e2e/tv-clock.ts) answer from one place.
import type { TvAnswer } from "~/features/tv/contract";
import {
  createSchedule,
  scheduleWindow,
  type Schedule,
  type TvVideo,
} from "~/features/tv/schedule";

/** Items after the current one, as the real API sends (features/tv/api.server.ts). */
const WINDOW_ITEMS = 14;

export function tvAnswers(lists: Partial<Record<string, readonly TvVideo[]>>) {
  const schedules = new Map<string, Schedule>();
  return {
    has: (channel: string) => lists[channel] !== undefined,
    /** The body the server would send for `channel` at its own time `serverTime`. */
    answer(channel: string, serverTime: number): TvAnswer {
      const videos = lists[channel];
      if (!videos) throw new Error(`no list for ${channel}`);
      let schedule = schedules.get(channel);
      if (!schedule) schedules.set(channel, (schedule = createSchedule(videos)));
      const [current, ...next] = scheduleWindow(schedule, serverTime, WINDOW_ITEMS);
      return { channel, serverTime, origin: "bundled", current: current!, next };
    },
  };
}
