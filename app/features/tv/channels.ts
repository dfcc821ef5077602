// The TV's channels are content: one file each, {CONTENT_DIR}/tv/<channel>.yaml (channel-files.server.ts
// reads them). These helpers work on the list they give, in the browser's island as on the server.

/** What a channel's button needs: its name (the ?channel= value and /api/tv/<name>), its address, whether it is exclusive. */
export type ChannelLink = { name: string; href: string; exclusive: boolean };

/** The channel a query value names among these (any case), or undefined for an unknown one. */
export function findChannel<T extends { name: string }>(
  channels: readonly T[],
  value: string | null | undefined,
): T | undefined {
  if (value === null || value === undefined) return undefined;
  const upper = value.trim().toUpperCase();
  return channels.find((channel) => channel.name === upper);
}

/** The /tv address of a channel: the first channel (the one /tv opens on) is the bare page. */
export function channelHref(channels: readonly { name: string }[], name: string): string {
  return name === channels[0]?.name ? "/tv" : `/tv?channel=${encodeURIComponent(name)}`;
}
