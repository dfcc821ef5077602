/**
 * Everything the site owner edits lives here. Every value below is a SAMPLE:
 * replace it with your own brand, names, addresses and links before going live.
 * Nothing else in the code base hard-codes these values.
 */
export const siteConfig = {
  /** Shown in every page title as "{brand} - {page}". SAMPLE */
  brand: "VoltVerse",
  /** Default author of blog posts and the About page. SAMPLE */
  authorName: "Alex Rowan",
  /** Shown on /services for enquiries. SAMPLE (example.com is reserved for examples). */
  servicesEmail: "services@example.com",
  /** Shown on /contact. SAMPLE */
  supportEmail: "support@example.com",
  /** Short tagline used in descriptions and the default social image. */
  tagline: "Blogs, services and gaming by a creator who plays too much.",
  social: {
    /** A social network. SAMPLE */
    socialNetwork: { label: "Facebook", url: "https://www.facebook.com/your-page" },
    /** A video platform. SAMPLE */
    videoPlatform: { label: "YouTube", url: "https://www.youtube.com/@your-channel" },
    /** A short-video network. SAMPLE */
    shortVideo: { label: "TikTok", url: "https://www.tiktok.com/@your-handle" },
  },
  channel: {
    /** The video channel. SAMPLE */
    url: "https://www.youtube.com/@your-channel",
    /** Subscribe link of the channel. SAMPLE */
    subscribeUrl: "https://www.youtube.com/@your-channel?sub_confirmation=1",
  },
  /**
   * The 24/7 TV: the YouTube playlists each channel is built from (MIX 2, GTA 6, HITMAN 4,
   * RACING 2, UCC 3, CSC 2). Read with the YouTube Data API when YOUTUBE_API_KEY is set;
   * without it the bundled lists in content/tv/ play. SAMPLE ids: replace with your own.
   */
  tv: {
    playlists: {
      MIX: ["PLsample-mix-1-replace-me", "PLsample-mix-2-replace-me"],
      GTA: [
        "PLsample-gta-1-replace-me",
        "PLsample-gta-2-replace-me",
        "PLsample-gta-3-replace-me",
        "PLsample-gta-4-replace-me",
        "PLsample-gta-5-replace-me",
        "PLsample-gta-6-replace-me",
      ],
      HITMAN: ["PLsample-hitman-1-replace-me", "PLsample-hitman-2-replace-me", "PLsample-hitman-3-replace-me", "PLsample-hitman-4-replace-me"],
      RACING: ["PLsample-racing-1-replace-me", "PLsample-racing-2-replace-me"],
      UCC: ["PLsample-ucc-1-replace-me", "PLsample-ucc-2-replace-me", "PLsample-ucc-3-replace-me"],
      CSC: ["PLsample-csc-1-replace-me", "PLsample-csc-2-replace-me"],
    },
  },
  /** The outside freelance marketplace profile where services are ordered. SAMPLE */
  marketplaceProfileUrl: "https://www.fiverr.com/your-profile",
  /** Logo images (names in the image manifest, see scripts/build-images.mjs). */
  logos: {
    site: "brand/logo",
    mark: "brand/logo-mark",
    translator: "brand/translate-logo",
  },
  /** First and last year in the footer's copyright line. */
  copyrightYears: [2024, 2025] as const,
} as const;

export type SiteConfig = typeof siteConfig;
