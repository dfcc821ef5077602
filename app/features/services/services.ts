import { z } from "zod";

export const serviceSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  image: z.string().min(1),
  category: z.string().min(1),
  orderbtn: z.boolean(),
  price: z.number().nonnegative(),
  discountPrice: z.number().nonnegative(),
  fiverrorderbtn: z.url(),
});
export type Service = z.infer<typeof serviceSchema>;

export const bannerSlideSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("image"), src: z.string().min(1), alt: z.string(), duration: z.number().int().positive() }),
  z.object({ type: z.literal("video"), src: z.string().startsWith("/"), poster: z.string().min(1), alt: z.string() }),
]);
export type BannerSlide = z.infer<typeof bannerSlideSchema>;

export const ALL_CATEGORIES = "All";

/** Category choices for the filter: All, then each service category once. */
export function serviceCategories(services: Service[]): string[] {
  return [ALL_CATEGORIES, ...new Set(services.map((service) => service.category))];
}

/** Spec §5: shown when the category is All or equal, and the title contains the text (any case). */
export function filterServices(services: Service[], query: string, category: string): Service[] {
  const needle = query.trim().toLowerCase();
  return services.filter((service) => (category === ALL_CATEGORIES || service.category === category) && service.title.toLowerCase().includes(needle));
}

/** Reads the filter from the URL; unknown categories fall back to All, long text is cut. */
export function parseServiceFilter(searchParams: URLSearchParams, categories: string[]) {
  const q = (searchParams.get("q") ?? "").slice(0, 100);
  const requested = searchParams.get("category") ?? ALL_CATEGORIES;
  const category = categories.includes(requested) ? requested : ALL_CATEGORIES;
  return { q, category };
}
