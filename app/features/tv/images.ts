import { CHANNELS, type ChannelName } from "./channels";
import { AD_LOGOS, type AdLogo } from "./schedule";

/** A channel's poster on /tv (shown until its video plays): an image of content. */
export function posterImage(channel: ChannelName): string {
  return `tv/poster-${channel.toLowerCase()}`;
}

/** The logo an ad break shows. */
export function adLogoImage(logo: AdLogo): string {
  return `tv/ad-${logo}`;
}

/** Every image of content the TV page names, and what for (the content check requires them). */
export function tvImages(): { name: string; usedFor: string }[] {
  return [
    ...CHANNELS.map((channel) => ({ name: posterImage(channel), usedFor: `the ${channel} channel's poster on /tv` })),
    ...AD_LOGOS.map((logo) => ({ name: adLogoImage(logo), usedFor: `the ${logo} ad break's logo on /tv` })),
  ];
}
