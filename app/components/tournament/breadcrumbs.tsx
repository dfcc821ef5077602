export type Crumb = { label: string; href: string };

/** Where a page sits in its tournament: links back up, the page itself last (not a link). */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-3 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-2">
            <a
              href={crumb.href}
              className="font-semibold text-[var(--accent-text)] underline-offset-2 hover:underline"
            >
              {crumb.label}
            </a>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="font-semibold text-[var(--text)]">
          <span translate="no">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
