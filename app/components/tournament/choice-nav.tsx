import type { ChoiceGroup } from "~/features/tournaments/choices/page-choices.server";

/**
 * A page's choices (year, group, metric, view) as rows of plain links: they work without any
 * script, are shareable and the page cache keys on them. The chosen one carries aria-current.
 */
export function ChoiceNav({
  groups,
  className = "",
}: {
  groups: readonly ChoiceGroup[];
  className?: string;
}) {
  const shown = groups.filter((group) => group.links.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className={`flex flex-wrap items-start gap-x-8 gap-y-3 ${className}`}>
      {shown.map((group) => (
        <nav
          key={group.name}
          aria-label={group.label}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-sm font-bold tracking-wide text-muted uppercase" aria-hidden="true">
            {group.label}
          </span>
          <ul className="flex flex-wrap gap-2">
            {group.links.map((link) => (
              <li key={link.value}>
                <a
                  href={link.href}
                  aria-current={link.current ? "true" : undefined}
                  className="inline-flex min-h-10 items-center rounded-full border border-[var(--border)] bg-[var(--surface)] px-4 text-sm font-semibold transition-colors hover:border-[var(--accent-text)] aria-[current]:border-[var(--accent)] aria-[current]:bg-[var(--accent)] aria-[current]:text-[var(--on-accent)]"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
