import { expect, test } from "vitest";
import { answerTv } from "./api.server";
import { currentContent } from "~/features/content/current.server";
import { readTvAnswer, tvAnswerUrl } from "./contract";
import type { TvVideo } from "./schedule";
import { createChannelSource } from "./source.server";

const videos: TvVideo[] = Array.from({ length: 8 }, (_, index) => ({
  id: `v${String(index).padStart(10, "0")}`,
  title: `Video ${index}`,
  duration: 60 + index,
}));
/** The channels the content has: the server answers for those only. */
const CHANNELS = currentContent().tv.channels.map(({ name }) => name);
const lists = Object.fromEntries(CHANNELS.map((channel) => [channel, videos]));
const playlists = Object.fromEntries(CHANNELS.map((channel) => [channel, []]));

test("what the server answers is what the player reads, once it has crossed the network as JSON", async () => {
  const source = createChannelSource({ playlists, bundled: lists });
  for (const channel of CHANNELS) {
    const answer = await answerTv(source, channel, Date.parse("2026-11-27T12:00:00Z"));
    if (answer.status !== 200) throw new Error(`no schedule for ${channel}`);
    const sent: unknown = JSON.parse(JSON.stringify(answer.body));
    expect(readTvAnswer(sent, channel)).toEqual(answer.body);
    for (const other of CHANNELS.filter((name) => name !== channel))
      expect(readTvAnswer(sent, other)).toBeUndefined();
  }
});

test("a body that is not a schedule is not read as one", async () => {
  const source = createChannelSource({ playlists, bundled: lists });
  const answer = await answerTv(source, "GTA", Date.parse("2026-11-27T12:00:00Z"));
  if (answer.status !== 200) throw new Error("no schedule");
  const { body } = answer;
  const broken: unknown[] = [
    null,
    "GTA",
    { ...body, serverTime: "noon" },
    { ...body, origin: "somewhere" },
    { ...body, current: { ...body.current, kind: "film" } },
    {
      ...body,
      next: [
        ...body.next,
        { kind: "ad", logo: "unknown", startsAt: 0, endsAt: 1, from: 0, duration: 1 },
      ],
    },
    { ...body, next: "soon" },
    (await answerTv(source, "gta")).body,
  ];
  for (const sent of broken) expect(readTvAnswer(sent, "GTA")).toBeUndefined();
  expect(tvAnswerUrl("/api/tv", "GTA")).toBe("/api/tv/GTA");
});
