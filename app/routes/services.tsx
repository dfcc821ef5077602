import type { Route } from "./+types/services";
import { LiveFilterForm, LiveFilterResults } from "~/components/live-filter/live-filter";
import { BannerSlideshow } from "~/components/slideshow/banner-slideshow";
import { Picture } from "~/components/picture";
import { ShareBlock } from "~/components/share/share-block";
import { MailIcon } from "~/components/shell/icons";
import type { PageHandle } from "~/features/route-table/handle";
import { ALL_CATEGORIES, filterServices, parseServiceFilter } from "~/features/services/services";
import { servicesContent } from "~/features/services/services.server";
import { pageMeta } from "~/features/shell/meta";
import { getEnv } from "~/utils/env.server";
import { siteConfig } from "~/site.config";
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

      <LiveFilterForm
        action="/services"
        resultsId="service-results"
        aria-label="Filter services"
        className="mx-auto flex max-w-3xl flex-col gap-3 surface-card p-4 sm:flex-row sm:items-end"
      >
        <label className="flex flex-1 flex-col gap-1 text-sm font-semibold">
          Search services
          <input
            type="search"
            name="q"
            defaultValue={filter.q}
            maxLength={100}
            placeholder="e.g. thumbnail"
            className="rounded-lg border border-[var(--border)] bg-[var(--bg)] px-3 py-2 text-base font-normal"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold sm:w-64">
          Category
          <select
            name="category"
            defaultValue={filter.category}
            className="rounded-lg border border-[var(--border)] bg-[var(--bg)] px-3 py-2 text-base font-normal"
          >
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-lg bg-services px-4 py-2 font-semibold text-ink hover:brightness-110"
        >
          Filter
        </button>
      </LiveFilterForm>

      <LiveFilterResults id="service-results">
        {services.length === 0 ? (
          <p className="text-center text-lg font-semibold text-[var(--danger)]">No service found</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2" aria-label="Services">
            {services.map((service) => (
              <li
                key={service.title}
                className="flex card-interactive flex-col overflow-hidden surface-card"
              >
                <Picture
                  name={service.image}
                  alt=""
                  sizes="(min-width: 640px) 50vw, 100vw"
                  className="aspect-[8/5] w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <h2 className="text-xl font-bold">{service.title}</h2>
                  <p className="flex-1 text-muted">{service.description}</p>
                  {service.orderbtn ? (
                    <a
                      href={service.fiverrorderbtn}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="self-start rounded-full bg-services px-5 py-2 font-semibold text-ink transition hover:brightness-110"
                    >
                      Order now
                      <span className="sr-only">
                        {" "}
                        {service.title} on the marketplace (opens in a new tab)
                      </span>
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </LiveFilterResults>

      <section className="grid gap-6 md:grid-cols-2">
        <div className="space-y-3 surface-card p-5">
          <h2 className="text-lg font-bold">Order and contact</h2>
          <p>
            See reviews and every offer on{" "}
            <a
              href={siteConfig.marketplaceProfileUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="link-inline"
            >
              my marketplace profile
            </a>
            .
          </p>
          <p className="flex items-center gap-2">
            <MailIcon className="size-5 shrink-0" />
            <span>
              Questions first? Write to{" "}
              <strong className="break-all">{siteConfig.servicesEmail}</strong>
            </span>
          </p>
        </div>
        <ShareBlock url={shareUrl} />
      </section>
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
