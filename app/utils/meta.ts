import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/site.config";

type RootData = { origin: string } | undefined;

/** The site's own share image (built in), for pages without one of their own. */
export const DEFAULT_SOCIAL_IMAGE = "/images/brand/og-default.jpg";
type MetaArgsLike = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

type PageMetaOptions = {
  /** Page name: the title becomes "{brand} - {page}". */
  page: string;
  description: string;
  keywords?: string;
  /** Absolute or root-relative social image. */
  image?: string;
  type?: "website" | "article";
  extra?: MetaDescriptor[];
};

/** The site origin from the root loader (for canonical and Open Graph URLs). */
export function originFrom(matches: MetaArgsLike["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  return root?.origin ?? "";
}

export function pageTitle(page: string): string {
  return `${siteConfig.brand} - ${page}`;
}

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function pageMeta(args: MetaArgsLike, options: PageMetaOptions): MetaDescriptor[] {
  const origin = originFrom(args.matches);
  const url = `${origin}${args.location.pathname}`;
  const title = pageTitle(options.page);
  const image = options.image ?? DEFAULT_SOCIAL_IMAGE;
  const imageUrl = image.startsWith("http") ? image : `${origin}${image}`;
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
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: options.description },
    { name: "twitter:image", content: imageUrl },
    ...(options.extra ?? []),
  ];
}
