import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { currentContent } from "~/features/content/current.server";
import {
  filterPlaylists,
  parsePlaylistFilter,
  PLAYLIST_FILTERS,
  playlistFilterHref,
  type Hub,
  type Playlist,
} from "./hub";
import { HUB_FILE } from "./hub-file.server";
import { gamingHub } from "./hub.server";

const parse = (query: string) => parsePlaylistFilter(new URLSearchParams(query));

test("the filter comes from ?playlists=, any letter case; missing or unknown values mean ALL", () => {
  expect(parse("")).toBe("ALL");
  expect(parse("playlists=GTA")).toBe("GTA");
  expect(parse("playlists=simulation")).toBe("SIMULATION");
  expect(parse("playlists=%20Hitman%20")).toBe("HITMAN");
  expect(parse("playlists=minecraft")).toBe("ALL");
  expect(parse("playlists=")).toBe("ALL");
  expect(parse("category=GTA")).toBe("ALL");
});

test("each filter has one address; ALL is the plain hub", () => {
  expect(PLAYLIST_FILTERS.map(playlistFilterHref)).toEqual([
    "/gaming",
    "/gaming?playlists=GTA",
    "/gaming?playlists=HITMAN",
    "/gaming?playlists=SIMULATION",
    "/gaming?playlists=OTHERS",
  ]);
  for (const filter of PLAYLIST_FILTERS)
    expect(parse(playlistFilterHref(filter).split("?")[1] ?? "")).toBe(filter);
});

test("ALL shows every playlist; a category only its own, in content order", () => {
  const list = [
    {
      title: "a",
      category: "GTA",
      link: "https://www.youtube.com/playlist?list=PLa",
      image: "gaming/a",
    },
    {
      title: "b",
      category: "OTHERS",
      link: "https://www.youtube.com/playlist?list=PLb",
      image: "gaming/b",
    },
    {
      title: "c",
      category: "GTA",
      link: "https://www.youtube.com/playlist?list=PLc",
      image: "gaming/c",
    },
  ] satisfies Playlist[];
  expect(filterPlaylists(list, "ALL")).toEqual(list);
  expect(filterPlaylists(list, "GTA").map((p) => p.title)).toEqual(["a", "c"]);
  expect(filterPlaylists(list, "HITMAN")).toEqual([]);
});

test("the content: every slide, playlist, video and short of the hub's file, in its order; playlists under every category, unique ids and images of ours", () => {
  const HUB = gamingHub();
  // The file as YAML reads it: the hub shows all of it, none left out, none added.
  const file = parseYaml(readFileSync(path.join(currentContent().dir, HUB_FILE), "utf8")) as Hub;
  for (const list of ["slides", "playlists", "videos", "shorts"] as const) {
    expect(HUB[list].length, list).toBeGreaterThan(0);
    expect(HUB[list], list).toEqual(file[list]);
  }
  for (const category of PLAYLIST_FILTERS.slice(1))
    expect(filterPlaylists(HUB.playlists, category).length).toBeGreaterThan(0);
  const ids = [...HUB.videos, ...HUB.shorts].map((video) => video.id);
  expect(new Set(ids).size).toBe(ids.length);
  const hasImage = (name: string) => name in currentContent().images;
  const images = [...HUB.slides, ...HUB.playlists, ...HUB.videos, ...HUB.shorts].map(
    (item) => item.image,
  );
  expect(images.filter((name) => !hasImage(name))).toEqual([]);
  expect(["gaming/logo-ucc", "gaming/logo-csc"].every(hasImage)).toBe(true);
});
