import { expect, test } from "vitest";
import { loaderArgs } from "../../tests/helpers/routes";
import { loader } from "./gaming";

const load = (query = "") => loader(loaderArgs(`/gaming${query}`));

test("no filter: ALL, every playlist, and the hub's slides, videos and shorts", () => {
  const data = load();
  expect(data.filter).toBe("ALL");
  expect(data.playlists.length).toBeGreaterThanOrEqual(5);
  expect(data.slides).toHaveLength(18);
  expect(data.videos).toHaveLength(8);
  expect(data.shorts).toHaveLength(6);
  expect(data.links.subscribe).toMatch(/^https:\/\//);
});

test("?playlists= narrows the playlists to one category", () => {
  for (const category of ["GTA", "HITMAN", "SIMULATION", "OTHERS"] as const) {
    const data = load(`?playlists=${category}`);
    expect(data.filter).toBe(category);
    expect(data.playlists.length).toBeGreaterThan(0);
    expect(data.playlists.every((playlist) => playlist.category === category)).toBe(true);
  }
  expect(load("?playlists=gta").filter).toBe("GTA");
});

test("an unknown or odd filter falls back to ALL rather than failing", () => {
  const all = load().playlists;
  for (const query of [
    "?playlists=minecraft",
    "?playlists=",
    "?playlists=%00",
    "?playlists=%E0%A4%A",
    "?x=GTA",
  ]) {
    expect(load(query).filter).toBe("ALL");
    expect(load(query).playlists).toEqual(all);
  }
  // A repeated parameter: the first one counts, as the canonical page key says.
  expect(load("?playlists=GTA&playlists=HITMAN").filter).toBe("GTA");
});
