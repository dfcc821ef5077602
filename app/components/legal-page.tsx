import { Prose } from "./prose";

const LEGAL_LAST_UPDATED = "October 30, 2024";

/** Shared frame of the three legal pages. */
export function LegalPage({ title, html }: { title: string; html: string }) {
  return (
    <article className="container-page max-w-3xl py-10 md:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted">Last updated {LEGAL_LAST_UPDATED}</p>
      <Prose html={html} className="mt-8" />
    </article>
  );
}
