import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/site.config";

/** A page's share card as the root loader names it (features/cards): its address and what it shows. */
type PageCard = { path: string; alt: string };
type RootData = { origin: string; card?: PageCard } | undefined;

/** The site's own share image (built in), for a post without a cover. */
export const DEFAULT_SOCIAL_IMAGE = "/images/brand/og-default.jpg";
/** Every share image's size: the posts' social JPEGs and the cards are drawn at 1200×630. */
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
type MetaArgsLike = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

type PageMetaOptions = {
  /** Page name: the title becomes "{brand} - {page}". */
  page: string;
  description: string;
  keywords?: string;
  /** Absolute or root-relative social image (1200×630); left out, the page's share card. */
  image?: string;
  /** What the page's own image shows (its og:image:alt); left out, the page's title. */
  imageAlt?: string;
  type?: "website" | "article";
  extra?: MetaDescriptor[];
};

/** The site origin from the root loader (for canonical and Open Graph URLs). */
function originFrom(matches: MetaArgsLike["matches"]): string {
  return rootData(matches)?.origin ?? "";
}

function rootData(matches: MetaArgsLike["matches"]): RootData {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData;
}

export function pageTitle(page: string): string {
  return `${siteConfig.brand} - ${page}`;
}

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function pageMeta(args: MetaArgsLike, options: PageMetaOptions): MetaDescriptor[] {
  const origin = originFrom(args.matches);
  const url = `${origin}${args.location.pathname}`;
  const title = pageTitle(options.page);
  // A page without an image of its own shares its card (the brand's image only before the root has named one).
  const card = options.image === undefined ? rootData(args.matches)?.card : undefined;
  const image = options.image ?? card?.path ?? DEFAULT_SOCIAL_IMAGE;
  const imageUrl = image.startsWith("http") ? image : `${origin}${image}`;
  const imageAlt = card?.alt ?? options.imageAlt ?? title;
  return [
    { title },
    { name: "description", content: options.description },
    ...(options.keywords ? [{ name: "keywords", content: options.keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteConfig.brand },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: options.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
    ...(options.extra ?? []),
  ];
}
