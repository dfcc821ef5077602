import { LiveFilterForm } from "~/components/live-filter/live-filter";
import { Picture } from "~/components/picture";
import { ShareBlock } from "~/components/share/share-block";
import { MailIcon } from "~/components/shell/icons";
import type { parseServiceFilter, Service } from "~/features/services/services";
import { siteConfig } from "~/site.config";

// The sections of the services page (/services): the filter, the services, how to order.

/** Search text and category: the form the list's live filter submits. */
export function ServiceFilterForm({
  filter,
  categories,
}: {
  filter: ReturnType<typeof parseServiceFilter>;
  categories: string[];
}) {
  return (
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
  );
}

/** A card per service, with its order link when it has one; "No service found" for none. */
export function ServiceList({ services }: { services: Service[] }) {
  return services.length === 0 ? (
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
  );
}

/** Where to order and whom to ask, beside the share buttons. */
export function OrderAndContact({ shareUrl }: { shareUrl: string }) {
  return (
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
  );
}
