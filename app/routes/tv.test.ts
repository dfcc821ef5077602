import { expect, test, vi } from "vitest";
import { currentContent } from "~/features/content/current.server";
import { loaderArgs, thrownData } from "../../tests/helpers/routes";
import { loader } from "./tv";

vi.stubEnv("PUBLIC_ORIGIN", "https://voltverse.example.com");

const load = (query = "") => loader(loaderArgs(`/tv${query}`));

test("the first channel by default; the chosen channel from the URL, any case; the island's props are the same for everyone", () => {
  const [first, ...others] = currentContent().tv.channels;
  expect(load().player.channel).toBe(first!.name);
  expect(load("?channel=").player.channel).toBe(first!.name);
  for (const { name } of others) {
    expect(load(`?channel=${name}`).player.channel).toBe(name);
    expect(load(`?channel=${name.toLowerCase()}`).player.channel).toBe(name);
  }
  const { player, shareUrl, about } = load();
  expect(shareUrl).toBe("https://voltverse.example.com/tv");
  // One button per channel file, in their order: the first is the bare page.
  expect(player.channels.map((link) => [link.name, link.href, link.exclusive])).toEqual(
    currentContent().tv.channels.map(({ name, exclusive }, index) => [
      name,
      index === 0 ? "/tv" : `/tv?channel=${name}`,
      exclusive,
    ]),
  );
  expect(about.count).toBe(currentContent().tv.channels.length);
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
  expect(thrown.data).toMatchObject({
    message: "Channel not found",
    channels: load().player.channels,
  });
});
