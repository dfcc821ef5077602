import { collect, ContentError, type ContentProblem } from "~/features/content/problems";
import { readDataFile, type ContentReader } from "~/features/content/reader.server";
import type { TvVideo } from "./schedule";
import { channelSchema } from "./schema";

/** One channel of the TV as its file declares it. */
type TvChannel = {
  name: string;
  position: number;
  title: string | undefined;
  exclusive: boolean;
  playlists: readonly string[];
  /** Its playlists are the shipped examples (the go-live check names them). */
  samplePlaylists: boolean;
  videos: readonly TvVideo[];
  /** Its file, as the content check names it. */
  file: string;
};

/** The TV's channels: in button order (the first is the one /tv opens on), and each one's lists by name. */
export type TvContent = {
  readonly channels: readonly TvChannel[];
  /** The bundled videos of each channel: what plays with no API key, or when the API fails. */
  readonly videos: Readonly<Record<string, readonly TvVideo[]>>;
  readonly playlists: Readonly<Record<string, readonly string[]>>;
};

/** The file of a channel, inside the content folder. */
function channelFile(name: string): string {
  return `tv/${name.toLowerCase()}.yaml`;
}

/**
 * The channels, `{content}/tv/*.yaml`, one file each: the channel list, its buttons, its API
 * routes and what each plays all follow from the files present. A file whose name is not its
 * channel's, two channels at one position, and every bad field are named.
 */
export function readChannels(reader: ContentReader): TvContent {
  const problems: ContentProblem[] = [];
  const channels: TvChannel[] = [];
  const at = new Map<number, string>();
  for (const name of reader.list("tv", [""])) {
    const relative = `tv/${name}`;
    if (name.endsWith(".md")) continue;
    if (!name.endsWith(".yaml")) {
      problems.push({
        file: reader.display(relative),
        message: "not a channel: each channel is one file, tv/<channel>.yaml",
      });
      continue;
    }
    const read = collect(problems, () => readDataFile(reader, relative, channelSchema));
    if (!read) continue;
    const file = reader.display(relative);
    const { data } = read;
    if (channelFile(data.channel) !== relative) {
      problems.push({
        file,
        line: read.lineOf(["channel"]),
        field: "channel",
        message: `${data.channel} in ${name}: the file of ${data.channel} is ${channelFile(data.channel)}`,
      });
      continue;
    }
    const taken = at.get(data.position);
    if (taken)
      problems.push({
        file,
        line: read.lineOf(["position"]),
        field: "position",
        message: `${taken} stands at ${data.position} already`,
      });
    at.set(data.position, data.channel);
    channels.push({
      name: data.channel,
      position: data.position,
      title: data.title,
      exclusive: data.exclusive ?? false,
      playlists: data.playlists,
      samplePlaylists: data.sample ?? false,
      videos: data.videos,
      file,
    });
  }
  if (problems.length === 0 && channels.length === 0)
    problems.push({
      file: reader.display("tv"),
      message: "no channel: add one file per channel, tv/<channel>.yaml",
    });
  if (problems.length > 0) throw new ContentError(problems);
  channels.sort((a, b) => a.position - b.position);
  return Object.freeze({
    channels,
    videos: Object.fromEntries(channels.map((channel) => [channel.name, channel.videos])),
    playlists: Object.fromEntries(channels.map((channel) => [channel.name, channel.playlists])),
  });
}

// The part of the content snapshot this reader reads (the loader fills it).
declare module "~/features/content/current.server" {
  interface ContentSnapshot {
    /** The TV's channels, one file each. */
    readonly tv: TvContent;
  }
}
