export type TeamItem = { name: string; detail: string; badge?: string; href?: string };

/** A card of teams under an accent heading (a football group, a cricket country), each with a line of detail. */
export function TeamCard({ title, teams }: { title: string; teams: readonly TeamItem[] }) {
  return (
    <section aria-label={title} className="overflow-hidden surface-card">
      <h2 className="bg-[var(--accent)] px-4 py-2 text-lg font-extrabold text-[var(--on-accent)]">
        {title}
      </h2>
      <ul className="divide-y divide-[var(--border)]">
        {teams.map((team) => (
          <li key={team.name} className="flex items-center justify-between gap-3 px-4 py-3">
            <span>
              {team.href ? (
                <a
                  href={team.href}
                  translate="no"
                  className="block font-semibold underline decoration-[var(--accent)] decoration-2 underline-offset-4 hover:text-[var(--accent-text)]"
                >
                  {team.name}
                </a>
              ) : (
                <span translate="no" className="block font-semibold">
                  {team.name}
                </span>
              )}
              <span className="block text-sm text-muted">{team.detail}</span>
            </span>
            {team.badge ? (
              <span
                className="rounded-full border border-[var(--border)] px-2 py-0.5 text-xs font-bold text-[var(--accent-text)]"
                aria-hidden="true"
              >
                {team.badge}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
