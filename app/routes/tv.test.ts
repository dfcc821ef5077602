import { expect, test, vi } from "vitest";
import { loaderArgs, thrownData } from "../../tests/helpers/routes";
import { loader } from "./tv";

vi.stubEnv("PUBLIC_ORIGIN", "https://voltverse.example.com");

const load = (query = "") => loader(loaderArgs(`/tv${query}`));

test("MIX first; the chosen channel from the URL, any case; the island's props are the same for everyone", () => {
  expect(load().player.channel).toBe("MIX");
  expect(load("?channel=").player.channel).toBe("MIX");
  expect(load("?channel=GTA").player.channel).toBe("GTA");
  expect(load("?channel=csc").player.channel).toBe("CSC");
  const { player, shareUrl } = load();
  expect(shareUrl).toBe("https://voltverse.example.com/tv");
  expect(player.channels.map((link) => [link.name, link.href, link.exclusive])).toEqual([
    ["MIX", "/tv", false],
    ["GTA", "/tv?channel=GTA", false],
    ["HITMAN", "/tv?channel=HITMAN", false],
    ["RACING", "/tv?channel=RACING", false],
    ["UCC", "/tv?channel=UCC", true],
    ["CSC", "/tv?channel=CSC", true],
  ]);
  // Images of content: their names carry the hash of what they were rendered from.
  expect(player.posters.GTA?.src).toMatch(/^\/images\/tv\/poster-gta-\d+\.[0-9a-f]{8}\.webp$/);
  expect(Object.keys(player.adLogos)).toEqual(["tv", "services", "gaming"]);
  expect(player.apiPath).toBe("/api/tv");
  // Nothing that changes with time: two loads are identical.
  expect(load()).toEqual(load());
});

test("an unknown channel is a shared 404", () => {
  const thrown = thrownData(() => load("?channel=NOPE"));
  expect(thrown.status).toBe(404);
  expect(thrown.data).toBe("Channel not found");
});
