// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test } from "vitest";
import { channelHref } from "~/features/tv/channels";
import { ChannelNav } from "./channel-nav";
import { useChannelChoice, type TvChannelLink } from "./use-channel-choice";

/** The channels in their buttons' order: the first is the one /tv opens on. */
const CHANNELS = ["MIX", "GTA", "HITMAN", "RACING", "UCC", "CSC"].map((name) => ({ name }));
const LINKS: TvChannelLink[] = CHANNELS.map(({ name }) => ({
  name,
  href: channelHref(CHANNELS, name),
  exclusive: false,
}));

/** The channel buttons wired to the hook, as the player wires them. */
function Harness({ initial }: { initial: string }) {
  const { channel, choose } = useChannelChoice(initial, LINKS);
  return (
    <>
      <output data-testid="channel">{channel}</output>
      <ChannelNav channels={LINKS} current={channel} onChoose={choose} />
    </>
  );
}

beforeEach(() => window.history.replaceState(null, "", "/tv?channel=GTA"));
afterEach(cleanup);

const shown = () => screen.getByTestId("channel").textContent;
const link = (name: string) => screen.getByRole("link", { name });

test("a channel's button switches in place, marks it current and pushes its address", () => {
  render(<Harness initial="GTA" />);
  expect(link("GTA").getAttribute("aria-current")).toBe("page");
  const before = window.history.length;
  const click = fireEvent.click(link("HITMAN"));
  expect(click).toBe(false); // the browser's own navigation was prevented
  expect(shown()).toBe("HITMAN");
  expect(link("HITMAN").getAttribute("aria-current")).toBe("page");
  expect(link("GTA").hasAttribute("aria-current")).toBe(false);
  expect(window.location.search).toBe("?channel=HITMAN");
  expect(window.history.length).toBe(before + 1);
});

test("the current channel's button pushes nothing; a click meant for a new tab or window is the browser's", () => {
  render(<Harness initial="GTA" />);
  const before = window.history.length;
  expect(fireEvent.click(link("GTA"))).toBe(false);
  expect(window.history.length).toBe(before);
  for (const modifier of [
    { ctrlKey: true },
    { metaKey: true },
    { shiftKey: true },
    { altKey: true },
    { button: 1 },
  ]) {
    expect(fireEvent.click(link("RACING"), modifier)).toBe(true);
    expect(shown()).toBe("GTA");
  }
  expect(window.history.length).toBe(before);
});

test("back and forward switch to the channel the address names, the first one for the bare page or an unknown name", () => {
  render(<Harness initial="GTA" />);
  for (const [search, expected] of [
    ["?channel=ucc", "UCC"],
    ["", "MIX"],
    ["?channel=nope", "MIX"],
    ["?channel=CSC", "CSC"],
  ] as const) {
    window.history.replaceState(null, "", `/tv${search}`);
    act(() => void window.dispatchEvent(new PopStateEvent("popstate")));
    expect(shown()).toBe(expected);
  }
});
