import { collect, ContentError, zodProblems, type ContentProblem } from "../content/problems.ts";
import { readDataFile, type ContentReader } from "../content/reader.server.ts";
import { CHANNELS, type ChannelName } from "./channels.ts";
import type { TvVideo } from "./schedule.ts";
import { channelListSchema } from "./schema.ts";

/** The file of a channel's bundled list, inside the content folder. */
export function channelFile(channel: ChannelName): string {
  return `tv/${channel.toLowerCase()}.yaml`;
}

/** Checks one bundled list: its schema, and that it sits in the file of its own channel. */
export function checkChannelList(channel: ChannelName, raw: unknown, file = `content/${channelFile(channel)}`): TvVideo[] {
  const parsed = channelListSchema.safeParse(raw);
  if (!parsed.success) throw new ContentError(zodProblems(file, parsed.error));
  if (parsed.data.channel !== channel) throw new ContentError({ file, field: "channel", message: `${parsed.data.channel} in the file of ${channel}` });
  return parsed.data.videos;
}

export type ChannelLists = Readonly<Record<ChannelName, readonly TvVideo[]>>;

/**
 * The bundled lists, `{content}/tv/<channel>.yaml`: what the TV plays with no API key, or when
 * the API fails. One file per channel of the code's channel list; a missing one, one for a channel
 * the site does not have, and every bad field are named.
 */
export function readChannelLists(reader: ContentReader): ChannelLists {
  const problems: ContentProblem[] = [];
  const lists: Partial<Record<ChannelName, readonly TvVideo[]>> = {};
  const known = new Set(CHANNELS.map(channelFile));
  for (const name of reader.list("tv", [""])) {
    if (!known.has(`tv/${name}`)) {
      problems.push({ file: reader.display(`tv/${name}`), message: `not a channel of the site: its channels are ${CHANNELS.join(", ")} (tv/<channel>.yaml)` });
    }
  }
  for (const channel of CHANNELS) {
    const read = collect(problems, () => readDataFile(reader, channelFile(channel), channelListSchema));
    if (!read) continue;
    if (read.data.channel !== channel) {
      problems.push({
        file: reader.display(channelFile(channel)),
        line: read.lineOf(["channel"]),
        field: "channel",
        message: `${read.data.channel} in the file of ${channel}`,
      });
    }
    lists[channel] = read.data.videos;
  }
  if (problems.length > 0) throw new ContentError(problems);
  return lists as ChannelLists;
}

// The part of the content snapshot this reader reads (the loader fills it).
declare module "../content/current.server" {
  interface ContentSnapshot {
    /** The TV's bundled channel lists. */
    readonly tv: ChannelLists;
  }
}
