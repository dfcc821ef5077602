/**
 * The development server's mark on a post the site does not show (a draft, or one scheduled for
 * later): production never renders it, since such a post's page is "not found" there.
 */
export function UnpublishedBanner({ note }: { note: string }) {
  const [label, ...rest] = note.split(": ");
  return (
    <p
      role="note"
      data-unpublished=""
      className="mb-6 rounded-xl border-2 border-dashed border-[var(--link)] px-4 py-3 text-sm"
    >
      <strong className="font-extrabold uppercase">{label}</strong>
      {rest.length > 0 ? `: ${rest.join(": ")}` : null}
    </p>
  );
}
