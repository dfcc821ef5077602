/** The blog list's Series choice (`?series=`), shown once the content has a series. */
export function SeriesSelect({
  series,
  current,
  className,
}: {
  series: readonly { slug: string; name: string; count: number }[];
  current: string | undefined;
  className: string;
}) {
  if (series.length === 0) return null;
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      Series
      <select name="series" defaultValue={current ?? ""} className={className}>
        <option value="">All series</option>
        {series.map(({ slug, name, count }) => (
          <option key={slug} value={slug}>
            {name} ({count})
          </option>
        ))}
      </select>
    </label>
  );
}
