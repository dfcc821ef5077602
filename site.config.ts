import { declareConfig, sample } from "~/utils/sample";

/**
 * Everything the site owner edits lives here. The values in sample(…) are examples the
 * repository ships: replace each with your own (drop the sample(…) around it) before going live.
 * A production start warns about every one still here, and `npm run check:live` fails on them.
 * Nothing else in the code base hard-codes these values.
 */
const config = declareConfig({
  /** Shown in every page title as "{brand} - {page}". */
  brand: sample("VoltVerse"),
  /** Default author of blog posts and the About page. */
  authorName: sample("Alex Rowan"),
  /** Shown on /services for enquiries. The sample uses example.com, reserved for examples. */
  servicesEmail: sample("services@example.com"),
  /** Shown on /contact. */
  supportEmail: sample("support@example.com"),
  /** Short tagline used in descriptions and the default social image. */
  tagline: "Blogs, services and gaming by a creator who plays too much.",
  social: {
    /** A social network. */
    socialNetwork: { label: "Facebook", url: sample("https://www.facebook.com/your-page") },
    /** A video platform. */
    videoPlatform: { label: "YouTube", url: sample("https://www.youtube.com/@your-channel") },
    /** A short-video network. */
    shortVideo: { label: "TikTok", url: sample("https://www.tiktok.com/@your-handle") },
  },
  channel: {
    /** The video channel. */
    url: sample("https://www.youtube.com/@your-channel"),
    /** Subscribe link of the channel. */
    subscribeUrl: sample("https://www.youtube.com/@your-channel?sub_confirmation=1"),
  },
  /** The outside freelance marketplace profile where services are ordered. */
  marketplaceProfileUrl: sample("https://www.fiverr.com/your-profile"),
  /** Logo images (names in the image manifest, see scripts/build-images.mjs). */
  logos: {
    site: "brand/logo",
    mark: "brand/logo-mark",
    translator: "brand/translate-logo",
  },
});

export const siteConfig = config.values;
/** The sample values still in the configuration above, each with its place in it. */
export const siteConfigSamples = config.samples;

export type SiteConfig = typeof siteConfig;
