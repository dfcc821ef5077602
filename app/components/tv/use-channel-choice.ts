import { useEffect, useState, type MouseEvent } from "react";
import { DEFAULT_CHANNEL, parseChannel, type ChannelName } from "~/features/tv/channels";

/** A channel button: a plain link to the channel's /tv address, which works without the island. */
export type TvChannelLink = { name: ChannelName; href: string; exclusive: boolean };

/**
 * The channel on screen, kept in the URL: choosing a channel's link switches in place and pushes
 * its address; back and forward switch too. A click meant for a new tab or window is the browser's.
 */
export function useChannelChoice(initial: ChannelName) {
  const [channel, setChannel] = useState(initial);

  useEffect(() => {
    function onPopState() {
      setChannel(parseChannel(new URL(window.location.href).searchParams.get("channel")) ?? DEFAULT_CHANNEL);
    }
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  function choose(event: MouseEvent<HTMLAnchorElement>, link: TvChannelLink) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (link.name === channel) return;
    window.history.pushState(null, "", link.href);
    setChannel(link.name);
  }

  return { channel, choose };
}
