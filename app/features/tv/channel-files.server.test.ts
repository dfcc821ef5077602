import { expect, test } from "vitest";
import { currentContent } from "~/features/content/current.server";
import { checkChannelList } from "./channel-files.server";
import { CHANNELS, PLAYLISTS_PER_CHANNEL } from "./channels";
import { playlistIdSchema } from "./schema";
import { siteConfig } from "../../../site.config";

test("every channel has a bundled list of valid, unique videos", () => {
  for (const channel of CHANNELS) {
    const videos = currentContent().tv[channel];
    expect(videos.length, channel).toBeGreaterThanOrEqual(3);
    expect(new Set(videos.map((video) => video.id)).size, channel).toBe(videos.length);
  }
});

test("a bad list names the file and the field", () => {
  expect(() => checkChannelList("GTA", { channel: "GTA", videos: [{ id: "short", title: "x" }] })).toThrow(/content\/tv\/gta\.yaml: field "videos\.0\.id"/);
  expect(() => checkChannelList("GTA", { channel: "MIX", videos: [{ id: "QdBZY2fkU-0", title: "x" }] })).toThrow(/field "channel": MIX in the file of GTA/);
  expect(() => checkChannelList("GTA", { channel: "GTA", videos: [{ id: "QdBZY2fkU-0", title: "x", durations: 3 }] })).toThrow(
    /field "videos\.0\.durations": Unrecognized key: "durations"/,
  );
});

test("the configured playlists: as many per channel as PLAYLISTS_PER_CHANNEL expects, each a playlist id", () => {
  for (const channel of CHANNELS) {
    expect(siteConfig.tv.playlists[channel], channel).toHaveLength(PLAYLISTS_PER_CHANNEL[channel]);
    for (const id of siteConfig.tv.playlists[channel]) expect(playlistIdSchema.safeParse(id).success, id).toBe(true);
  }
});
