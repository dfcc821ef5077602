import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { currentContent } from "~/features/content/current.server";
import { contentReader } from "~/features/content/reader.server";
import { readChannels } from "./channel-files.server";

test("every channel has a bundled list of valid, unique videos and playlist ids, in button order", () => {
  const { channels, videos } = currentContent().tv;
  expect(channels.length).toBeGreaterThan(0);
  expect(channels.map((channel) => channel.position)).toEqual(
    [...channels.map((channel) => channel.position)].sort((a, b) => a - b),
  );
  for (const channel of channels) {
    expect(videos[channel.name], channel.name).toBe(channel.videos);
    expect(new Set(channel.videos.map((video) => video.id)).size, channel.name).toBe(
      channel.videos.length,
    );
  }
});

/** A tv/ folder holding these files, read as the content check reads it. */
function read(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-tv-"));
  try {
    mkdirSync(path.join(dir, "tv"));
    for (const [name, text] of Object.entries(files))
      writeFileSync(path.join(dir, "tv", name), text);
    return () => readChannels(contentReader(dir));
  } finally {
    setTimeout(() => rmSync(dir, { recursive: true, force: true }), 0);
  }
}

const channel = (name: string, position: number, extra = "") =>
  `channel: ${name}\nposition: ${position}\nplaylists: []\n${extra}videos:\n  - { id: QdBZY2fkU-0, title: A trailer }\n`;

test("a channel is one file: any file present is a channel, ordered by position", () => {
  const tv = read({
    "b.yaml": channel("B", 2),
    "a.yaml": channel("A", 3),
    "new.yaml": channel("NEW", 1, "exclusive: true\n"),
  })();
  expect(tv.channels.map(({ name, exclusive }) => [name, exclusive])).toEqual([
    ["NEW", true],
    ["B", false],
    ["A", false],
  ]);
});

test("a bad channel file names the file and the field", () => {
  expect(read({ "gta.yaml": channel("GTA", 1).replace("QdBZY2fkU-0", "short") })).toThrow(
    /tv\/gta\.yaml:\d+: field "videos\.0\.id"/,
  );
  expect(read({ "gta.yaml": channel("MIX", 1) })).toThrow(
    /tv\/gta\.yaml:1: field "channel": MIX in gta\.yaml: the file of MIX is tv\/mix\.yaml/,
  );
  expect(read({ "gta.yaml": channel("GTA", 1, "durations: 3\n") })).toThrow(
    /field "durations": Unrecognized key: "durations"/,
  );
  expect(read({ "a.yaml": channel("A", 1), "b.yaml": channel("B", 1) })).toThrow(
    /tv\/b\.yaml:2: field "position": A stands at 1 already/,
  );
  expect(read({ "a.yml": channel("A", 1) })).toThrow(/tv\/a\.yml: not a channel/);
  expect(read({})).toThrow(/no channel/);
});
