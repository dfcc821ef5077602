import { currentContent } from "~/features/content/current.server";
import { getEnv } from "~/utils/env.server";
import { findChannel } from "./channels";
import { scheduleWindow } from "./schedule";
import type { TvAnswer, TvNotFound } from "./contract";
import { CALL_TIMEOUT_MS, createChannelSource, type ChannelSource } from "./source.server";

/** Items after the current one in each answer: enough for the five-video guide with the ad breaks between. */
const WINDOW_ITEMS = 14;

/** The answer to GET /api/tv/{channel}; its bodies are the contract the player reads (contract.ts). */
export type TvResult = { status: 200; body: TvAnswer } | { status: 404; body: TvNotFound };

/** Answers one request for a channel's schedule window (the server's own time unless given). */
export async function answerTv(
  source: ChannelSource,
  channelParam: string,
  now: number = Date.now(),
): Promise<TvResult> {
  const { channels } = currentContent().tv;
  const channel = findChannel(channels, channelParam)?.name;
  if (!channel || channelParam !== channel)
    return {
      status: 404,
      body: { error: "Unknown channel", channels: channels.map(({ name }) => name) },
    };
  const { origin, schedule } = await source.schedule(channel);
  const [current, ...next] = scheduleWindow(schedule, now, WINDOW_ITEMS);
  return { status: 200, body: { channel, serverTime: now, origin, current: current!, next } };
}

let shared: ChannelSource | undefined;

/**
 * The process's channel source, configured from the environment. Its playlists and bundled lists
 * are the current content snapshot's, so a reload changes what the TV reads and falls back to.
 */
export function tvSource(): ChannelSource {
  if (!shared) {
    const env = getEnv();
    shared = createChannelSource({
      youtube: env.YOUTUBE_API_KEY
        ? { apiKey: env.YOUTUBE_API_KEY, base: env.YOUTUBE_API_BASE, timeoutMs: CALL_TIMEOUT_MS }
        : undefined,
      playlists: () => currentContent().tv.playlists,
      bundled: () => currentContent().tv.videos,
      onError: (channel, error) =>
        console.error(
          `TV ${channel}: YouTube look-up failed (${error.message}); serving the fallback list`,
        ),
    });
  }
  return shared;
}
