import type { SeriesPlace } from "~/features/blog/reading/reading.server";

/** A post's place in its series, near its top: "Part 2 of 4 in {series}", and every part, this one marked. */
export function SeriesParts({ series }: { series: SeriesPlace }) {
  return (
    <nav aria-labelledby="series-heading" className="mt-6 surface-card p-5">
      <h2 id="series-heading" className="font-bold">
        {series.label} <span className="font-normal text-muted">in the series</span>{" "}
        <a href={series.href} className="link-inline">
          {series.name}
        </a>
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {series.parts.map((part) => (
          <li key={part.slug} className="flex gap-2">
            <span className="w-14 shrink-0 text-muted">Part {part.part}</span>
            {part.current ? (
              <span aria-current="page" className="font-semibold">
                {part.title}
              </span>
            ) : (
              <a href={`/blogs/${part.slug}`} className="hover:text-[var(--link)] hover:underline">
                {part.title}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
