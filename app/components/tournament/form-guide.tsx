import { formEntryText, type FormEntry } from "~/features/tournaments/figures/form";

const CHIP: Record<FormEntry["outcome"], string> = {
  W: "bg-[var(--form-win)]",
  D: "bg-[var(--form-draw)]",
  L: "bg-[var(--form-loss)]",
};

const SIZE = { sm: "size-6 text-xs", md: "size-8 text-sm" } as const;

/**
 * One result as a chip: the letter (W, D, L, or T for a tie) shows, a screen reader hears the
 * words ("Won 2–1 against Dortmund"). Phrasing content, so it may sit inside a span or a cell's
 * line; with `linked`, a link to the match's page when the entry has one.
 */
export function FormChip({
  entry,
  size = "md",
  linked = false,
}: {
  entry: FormEntry;
  size?: keyof typeof SIZE;
  linked?: boolean;
}) {
  const words = formEntryText(entry);
  const className = `grid ${SIZE[size]} place-items-center rounded-md font-extrabold text-[var(--on-form)] ${CHIP[entry.outcome]}`;
  const inner = (
    <>
      <span aria-hidden="true">{entry.letter}</span>
      <span className="sr-only">{linked && entry.href ? `${words}, match page` : words}</span>
    </>
  );
  return linked && entry.href ? (
    <a
      href={entry.href}
      title={`${words}: the match page`}
      className={`${className} hover:ring-2 hover:ring-[var(--text)] hover:ring-offset-2 hover:ring-offset-[var(--surface)]`}
    >
      {inner}
    </a>
  ) : (
    <span title={words} className={className}>
      {inner}
    </span>
  );
}

/**
 * A form guide: one chip per result, oldest first, each a link to its match's page where it has
 * one (as sports sites do). A list, so it belongs where flow content may go (a cell, a div).
 */
export function FormGuide({
  form,
  label,
  size = "md",
}: {
  form: readonly FormEntry[];
  label: string;
  size?: keyof typeof SIZE;
}) {
  if (form.length === 0) return <span className="text-muted">—</span>;
  return (
    <ol aria-label={label} className="inline-flex gap-1">
      {form.map((entry, index) => (
        <li key={index}>
          <FormChip entry={entry} size={size} linked />
        </li>
      ))}
    </ol>
  );
}
