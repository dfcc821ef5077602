import type { Route } from "./+types/services";
import { LiveFilterResults } from "~/components/live-filter/live-filter";
import {
  OrderAndContact,
  ServiceFilterForm,
  ServiceList,
} from "~/components/services/service-sections";
import { BannerSlideshow } from "~/components/slideshow/banner-slideshow";
import type { PageHandle } from "~/features/route-table/handle";
import { ALL_CATEGORIES, filterServices, parseServiceFilter } from "~/features/services/services";
import { servicesContent } from "~/features/services/services.server";
import { pageMeta } from "~/features/shell/meta";
import { getEnv } from "~/utils/env.server";
import { sharedPageHeaders } from "~/utils/page-headers.server";

/** The page cache keys the page on its filter: the search text, and the category unless it is All. */
export const handle: PageHandle = {
  query: (params, { content }) => {
    const { q, category } = parseServiceFilter(params, content.services.categories);
    const canonical = new URLSearchParams();
    if (q) canonical.set("q", q);
    if (category !== ALL_CATEGORIES) canonical.set("category", category);
    const query = canonical.toString();
    return query ? `?${query}` : "";
  },
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { services, categories, bannerSlides } = servicesContent();
  const filter = parseServiceFilter(url.searchParams, categories);
  return {
    filter,
    categories,
    services: filterServices(services, filter.q, filter.category),
    shareUrl: `${getEnv().PUBLIC_ORIGIN}/services`,
    slides: bannerSlides,
  };
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { filter, categories, services, shareUrl, slides } = loaderData;
  return (
    <div className="container-page space-y-10 py-8">
      <BannerSlideshow slides={slides} label="Services highlights" />
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Services</h1>
        <p className="mx-auto mt-2 max-w-2xl text-muted">
          Freelance design and web work, ordered safely through the marketplace.
        </p>
      </header>

      <ServiceFilterForm filter={filter} categories={categories} />

      <LiveFilterResults id="service-results">
        <ServiceList services={services} />
      </LiveFilterResults>

      <OrderAndContact shareUrl={shareUrl} />
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    page: "Services",
    description:
      "Freelance thumbnail design and website development by the creator, ordered through the marketplace.",
  });

/** The same page for every visitor: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
