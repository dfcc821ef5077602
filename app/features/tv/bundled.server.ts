import csc from "../../../content/tv/csc.json";
import gta from "../../../content/tv/gta.json";
import hitman from "../../../content/tv/hitman.json";
import mix from "../../../content/tv/mix.json";
import racing from "../../../content/tv/racing.json";
import ucc from "../../../content/tv/ucc.json";
import type { ChannelName } from "./channels";
import type { TvVideo } from "./schedule";
import { channelListSchema } from "./schema";

const FILES: Record<ChannelName, unknown> = { MIX: mix, GTA: gta, HITMAN: hitman, RACING: racing, UCC: ucc, CSC: csc };

/** Checks one bundled list: its schema, and that it sits in the file of its own channel. */
export function checkChannelList(channel: ChannelName, raw: unknown): TvVideo[] {
  const parsed = channelListSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`content/tv/${channel.toLowerCase()}.json: ${problems}`);
  }
  if (parsed.data.channel !== channel) throw new Error(`content/tv/${channel.toLowerCase()}.json: channel is ${parsed.data.channel}, expected ${channel}`);
  return parsed.data.videos;
}

/** The bundled lists (content/tv/*.json), checked once when the server starts: the TV plays these with no API key. */
export const BUNDLED_CHANNELS: Readonly<Record<ChannelName, readonly TvVideo[]>> = Object.fromEntries(
  Object.entries(FILES).map(([channel, raw]) => [channel, checkChannelList(channel as ChannelName, raw)]),
) as Record<ChannelName, TvVideo[]>;
