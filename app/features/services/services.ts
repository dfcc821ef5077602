import { z } from "zod";
import { siteConfig } from "~/site.config";

const imageName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_-]*$/, "an image name such as services/banner-1");

const serviceSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  image: imageName.describe("The card's picture, an image of content"),
  category: z
    .string()
    .min(1)
    .describe("The filter it appears under; each category is offered once"),
  orderbtn: z.boolean().describe("Show the Order button"),
  price: z.number().nonnegative().describe("For the owner's records; the page does not show it"),
  discountPrice: z
    .number()
    .nonnegative()
    .describe("For the owner's records; the page does not show it"),
  fiverrorderbtn: z
    .union([
      z.url({ protocol: /^https$/, message: "an https address" }),
      z.string().regex(/^\/[^\s]*$/, "a path on the marketplace profile, e.g. /logo-design"),
    ])
    .describe(
      "Where Order leads: an https address, or a path on the marketplace profile of site.config.ts (/thumbnail-design)",
    ),
});
export type Service = z.infer<typeof serviceSchema>;

const bannerSlideSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("image"),
    src: imageName,
    alt: z.string(),
    duration: z.number().int().positive().describe("Milliseconds on screen"),
  }),
  z.strictObject({
    type: z.literal("video"),
    src: z
      .string()
      .startsWith("/")
      .describe(
        "The video's address, e.g. /media/services/showreel.mp4 ({CONTENT_DIR}/media/services/showreel.mp4)",
      ),
    poster: imageName,
    alt: z.string(),
  }),
]);
export type BannerSlide = z.infer<typeof bannerSlideSchema>;

/** {CONTENT_DIR}/services.yaml: the services offered on /services and the banner's slides. */
export const servicesFileSchema = z.strictObject({
  services: z.array(serviceSchema).min(1).describe("In the order the page lists them"),
  bannerSlides: z
    .array(bannerSlideSchema)
    .min(1)
    .describe("Images show for their duration, a video until it ends"),
});

/** A service's order link: a path is one on the marketplace profile (site.config.ts), so the profile is written once. */
export function orderLink(link: string): string {
  return link.startsWith("/") ? `${siteConfig.marketplaceProfileUrl}${link}` : link;
}

export const ALL_CATEGORIES = "All";

/** Category choices for the filter: All, then each service category once. */
export function serviceCategories(services: Service[]): string[] {
  return [ALL_CATEGORIES, ...new Set(services.map((service) => service.category))];
}

/** A service is shown when the category is All or its own, and its title contains the text (any case). */
export function filterServices(services: Service[], query: string, category: string): Service[] {
  const needle = query.trim().toLowerCase();
  return services.filter(
    (service) =>
      (category === ALL_CATEGORIES || service.category === category) &&
      service.title.toLowerCase().includes(needle),
  );
}

/** Reads the filter from the URL; unknown categories fall back to All, long text is cut. */
export function parseServiceFilter(searchParams: URLSearchParams, categories: string[]) {
  const q = (searchParams.get("q") ?? "").slice(0, 100);
  const requested = searchParams.get("category") ?? ALL_CATEGORIES;
  const category = categories.includes(requested) ? requested : ALL_CATEGORIES;
  return { q, category };
}
