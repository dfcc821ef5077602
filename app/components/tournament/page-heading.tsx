/** A tournament page's heading and one line on what it shows. */
export function PageHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {children ? <p className="mt-2 max-w-3xl text-muted">{children}</p> : null}
    </header>
  );
}
