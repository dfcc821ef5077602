import { AD_LOGOS, type AdLogo } from "./schedule";

/** The poster a channel without one of its own shows: drawn for no channel in particular. */
const GENERIC_POSTER = "tv/poster";

/** A channel's own poster on /tv (shown until its video plays), when the content has one: an image of content. */
function posterImage(channel: string): string {
  return `tv/poster-${channel.toLowerCase()}`;
}

/** The poster a channel shows: its own when the images hold one, else the generic one. */
export function channelPoster(channel: string, has: (name: string) => boolean): string {
  const own = posterImage(channel);
  return has(own) ? own : GENERIC_POSTER;
}

/** The logo an ad break shows. */
export function adLogoImage(logo: AdLogo): string {
  return `tv/ad-${logo}`;
}

/** Every image of content the TV page needs whatever the channels are, and what for (the content check requires them). */
export function tvImages(): { name: string; usedFor: string }[] {
  return [
    { name: GENERIC_POSTER, usedFor: "the poster on /tv of a channel without its own" },
    ...AD_LOGOS.map((logo) => ({
      name: adLogoImage(logo),
      usedFor: `the ${logo} ad break's logo on /tv`,
    })),
  ];
}
