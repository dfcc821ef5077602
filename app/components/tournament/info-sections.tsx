/** A tournament's rules as cards: a title and paragraphs each. */
export function InfoSections({
  sections,
}: {
  sections: readonly { title: string; body: readonly string[] }[];
}) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {sections.map((section) => (
        <section key={section.title} className="surface-card p-5 md:p-6">
          <h2 className="text-xl font-extrabold text-[var(--accent-text)]">{section.title}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
