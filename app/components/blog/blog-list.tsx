import { SeriesSelect } from "./series-select";
import { CARD_GRID_CLASS, LAZY_CARD_CLASS } from "~/components/card-grid";
import { PostCard } from "~/components/blog/post-card";
import { defaultOption, FilterLink, LiveFilterForm } from "~/components/live-filter/live-filter";
import type { blogListPage } from "~/features/blog/list";

// The sections of the blog list (/blogs): the filter form, the year and month links, the posts.

type BlogListPage = ReturnType<typeof blogListPage>;

const SORT_LABELS = [
  ["latest", "Latest"],
  ["oldest", "Oldest"],
  ["popular", "Most viewed"],
] as const;

const fieldClass =
  "rounded-lg border border-[var(--border)] bg-[var(--bg)] px-3 py-2 text-base font-normal";

/** Search, category and sort: the form the list's live filter submits. */
export function BlogFilterForm({
  filter,
  categories,
  series,
}: Pick<BlogListPage, "filter" | "categories" | "series">) {
  return (
    <LiveFilterForm
      id="blog-filter"
      action="/blogs"
      resultsId="blog-results"
      aria-label="Filter blogs"
      className={`grid gap-3 surface-card p-4 sm:grid-cols-2 lg:items-end ${series.length > 0 ? "lg:grid-cols-[1fr_11rem_13rem_auto_auto]" : "lg:grid-cols-[1fr_13rem_auto_auto]"}`}
    >
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Search blogs
        <input
          type="search"
          name="q"
          defaultValue={filter.q}
          maxLength={100}
          placeholder="Search by title"
          className={fieldClass}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Category
        <select name="category" defaultValue={filter.category} className={fieldClass}>
          {categories.map(({ value, count }) => (
            <option key={value} value={value}>
              {value} ({count})
            </option>
          ))}
        </select>
      </label>
      <SeriesSelect series={series} current={filter.series} className={fieldClass} />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold">Sort</legend>
        <div className="flex overflow-hidden rounded-lg border border-[var(--border)]">
          {SORT_LABELS.map(([sort, label]) => (
            <label
              key={sort}
              className="cursor-pointer px-4 py-2 text-sm font-semibold has-checked:bg-brand has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-[var(--focus)]"
            >
              <input
                type="radio"
                name="sort"
                value={sort}
                defaultChecked={filter.sort === sort}
                {...defaultOption(sort === "latest")}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
      >
        Apply
      </button>
    </LiveFilterForm>
  );
}

/** A link per year (and All Years); with a year chosen, its months to pick from. */
export function YearAndMonth({
  filter,
  years,
  months,
}: Pick<BlogListPage, "filter" | "years" | "months">) {
  return (
    <nav aria-label="Filter by year" className="flex flex-wrap items-center gap-2">
      {years.map((year) => (
        <FilterLink
          key={year.label}
          href={year.href}
          aria-current={year.current ? "true" : undefined}
          className="rounded-full border border-[var(--border)] px-4 py-1.5 text-sm font-semibold transition-colors hover:border-[var(--link)] aria-[current]:border-brand aria-[current]:bg-brand aria-[current]:text-white"
        >
          {year.label}
        </FilterLink>
      ))}
      {filter.year !== undefined ? (
        <>
          <input type="hidden" name="year" value={filter.year} form="blog-filter" />
          <label className="ml-auto flex items-center gap-2 text-sm font-semibold">
            Month
            <select
              name="month"
              form="blog-filter"
              defaultValue={filter.month ?? ""}
              className={fieldClass}
            >
              <option value="">All</option>
              {months.map(({ month, name, count }) => (
                <option key={month} value={month}>
                  {name} ({count})
                </option>
              ))}
            </select>
          </label>
        </>
      ) : null}
    </nav>
  );
}

/** The posts of the page as cards, or "No blog found". */
export function PostList({
  items,
  total,
  views,
  viewsUnavailable,
}: Pick<BlogListPage, "items" | "total" | "views" | "viewsUnavailable">) {
  return items.length === 0 ? (
    <p className="py-12 text-center text-lg font-semibold text-[var(--danger)]">No blog found</p>
  ) : (
    <>
      <p className="text-sm text-muted">
        {total} {total === 1 ? "post" : "posts"}
        {viewsUnavailable
          ? " · view counts are unavailable right now, showing the latest first"
          : null}
      </p>
      <ul className={CARD_GRID_CLASS} aria-label="Blog posts">
        {items.map((post, index) => (
          <li key={post.slug} className={index < 2 ? undefined : LAZY_CARD_CLASS}>
            {/* Only the first card is on a phone's first screen; the rest load lazily (tests/e2e/images.spec.ts)
                  and, from the third, are laid out only when the reader nears them. */}
            <PostCard post={post} priority={index === 0} views={views?.[post.slug]} />
          </li>
        ))}
      </ul>
    </>
  );
}
