import type { PageLink } from "~/features/blog/list";
import { FilterLink } from "./live-filter";

const pageLinkClass =
  "grid size-9 place-items-center rounded-full border border-[var(--border)] font-semibold sm:size-10";

/** Previous, a window of page numbers and next: links a live filter follows in place. Nothing for a single page. */
export function Pagination({
  pages,
  previous,
  next,
}: {
  pages: readonly PageLink[];
  previous: string | undefined;
  next: string | undefined;
}) {
  if (pages.length === 0) return null;
  return (
    <nav aria-label="Pages">
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        {previous ? (
          <li>
            <FilterLink
              href={previous}
              rel="prev"
              aria-label="Previous page"
              className={`${pageLinkClass} hover:border-[var(--link)]`}
            >
              <span aria-hidden="true">‹</span>
            </FilterLink>
          </li>
        ) : null}
        {pages.map((link) =>
          link.kind === "gap" ? (
            <li
              key={link.key}
              aria-hidden="true"
              className="grid size-9 place-items-center text-muted sm:size-10"
            >
              …
            </li>
          ) : (
            <li key={link.page}>
              <FilterLink
                href={link.href}
                aria-current={link.current ? "page" : undefined}
                className={`${pageLinkClass} hover:border-[var(--link)] aria-[current]:border-brand aria-[current]:bg-brand aria-[current]:text-white`}
              >
                {link.page}
              </FilterLink>
            </li>
          ),
        )}
        {next ? (
          <li>
            <FilterLink
              href={next}
              rel="next"
              aria-label="Next page"
              className={`${pageLinkClass} hover:border-[var(--link)]`}
            >
              <span aria-hidden="true">›</span>
            </FilterLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
