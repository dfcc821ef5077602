/** The TV's channels, in the order their buttons show. UCC and CSC are the site's own tournaments. */
export const CHANNELS = ["MIX", "GTA", "HITMAN", "RACING", "UCC", "CSC"] as const;

export type ChannelName = (typeof CHANNELS)[number];

/** The channel a visitor sees first. */
export const DEFAULT_CHANNEL: ChannelName = "MIX";

/** Channels styled as exclusive: the site's own tournament broadcasts. */
export const EXCLUSIVE_CHANNELS: ReadonlySet<ChannelName> = new Set(["UCC", "CSC"]);

/** How many playlists each channel is built from (their ids live in site.config.ts). */
export const PLAYLISTS_PER_CHANNEL: Readonly<Record<ChannelName, number>> = { MIX: 2, GTA: 6, HITMAN: 4, RACING: 2, UCC: 3, CSC: 2 };

/** The channel a query value names (any case), or undefined for an unknown one. */
export function parseChannel(value: string | null | undefined): ChannelName | undefined {
  if (value === null || value === undefined) return undefined;
  const upper = value.trim().toUpperCase();
  return (CHANNELS as readonly string[]).includes(upper) ? (upper as ChannelName) : undefined;
}

/** The /tv address of a channel (the default channel is the bare page). */
export function channelHref(channel: ChannelName): string {
  return channel === DEFAULT_CHANNEL ? "/tv" : `/tv?channel=${channel}`;
}
