import { useEffect, useState, type MouseEvent } from "react";
import { findChannel, type ChannelLink } from "~/features/tv/channels";

/** A channel button: a plain link to the channel's /tv address, which works without the island. */
export type TvChannelLink = ChannelLink;

/**
 * The channel on screen, kept in the URL: choosing a channel's link switches in place and pushes
 * its address; back and forward switch too, to the channel the address names among `channels`
 * (the first, the one /tv opens on, for the bare page or a name it does not know). A click meant
 * for a new tab or window is the browser's.
 */
export function useChannelChoice(initial: string, channels: readonly TvChannelLink[]) {
  const [channel, setChannel] = useState(initial);

  useEffect(() => {
    function onPopState() {
      const named =
        findChannel(channels, new URL(window.location.href).searchParams.get("channel")) ??
        channels[0];
      if (named) setChannel(named.name);
    }
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [channels]);

  function choose(event: MouseEvent<HTMLAnchorElement>, link: TvChannelLink) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    if (link.name === channel) return;
    window.history.pushState(null, "", link.href);
    setChannel(link.name);
  }

  return { channel, choose };
}
