import { siteConfig } from "~/site.config";
import { TOURNAMENTS, tournamentPath } from "~/features/tournaments/model/tournaments";

export type NavItem = {
  label: string;
  to: string;
  /** Active only on the exact path (not on sub-paths). */
  end: boolean;
  /** Choosing it keeps the mobile menu open (the one exception to a link closing it). */
  keepsMenuOpen?: boolean;
};

export const NAV_ITEMS: NavItem[] = [
  { label: "Home", to: "/", end: true },
  { label: "Blogs", to: "/blogs", end: false },
  { label: "Services", to: "/services", end: true },
  { label: "TV", to: "/tv", end: true },
  { label: "Gaming", to: "/gaming", end: true, keepsMenuOpen: true },
  { label: "About", to: "/about", end: false },
  { label: "Contact", to: "/contact", end: false },
];

/**
 * True when the nav item counts as the current page (exact for Home, Services, TV, Gaming). A
 * null path is a page that is no page of the site (a shared "not found"): nothing is current.
 */
export function isNavItemActive(item: NavItem, pathname: string | null): boolean {
  if (pathname === null) return false;
  const path = pathname.replace(/\/+$/, "") || "/";
  if (item.end) return path === item.to;
  return path === item.to || path.startsWith(`${item.to}/`);
}

export const FOOTER_COLUMNS: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: "Quick Links",
    links: [
      { label: "Home", to: "/" },
      { label: "Blogs", to: "/blogs" },
      { label: "About", to: "/about" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    title: "Discover More",
    links: [
      { label: "Services", to: "/services" },
      { label: "Gaming", to: "/gaming" },
      { label: "TV", to: "/tv" },
    ],
  },
  {
    title: "Exclusive Content",
    links: TOURNAMENTS.map(({ id, name }) => ({ label: name, to: tournamentPath(id) })),
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Terms and Conditions", to: "/terms-and-conditions" },
      { label: "Disclaimer", to: "/disclaimer" },
    ],
  },
];

export const SOCIAL_LINKS = [
  { ...siteConfig.social.socialNetwork, icon: "facebook" },
  { ...siteConfig.social.videoPlatform, icon: "video" },
  { ...siteConfig.social.shortVideo, icon: "music" },
] as const;
