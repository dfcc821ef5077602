/** A tournament page's heading and one line on what it shows. */
export function PageHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {children ? <p className="mt-2 max-w-3xl text-muted">{children}</p> : null}
    </header>
  );
}

/** A screen the tournament has no data for yet (a new tournament, a season still to come): said, not failed. */
export function NoData({ children }: { children: React.ReactNode }) {
  return (
    <p className="surface-card p-6 text-center text-lg font-semibold text-muted">{children}</p>
  );
}
