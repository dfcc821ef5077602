import type { FormEntry } from "~/features/tournaments/form";

const CHIP: Record<FormEntry["outcome"], string> = {
  W: "bg-[var(--form-win)]",
  D: "bg-[var(--form-draw)]",
  L: "bg-[var(--form-loss)]",
};

/**
 * A form guide: one chip per result, oldest first. The chip shows the letter (W, D, L, or T for
 * a tie); a screen reader hears the words ("Won against Dortmund"), the letter being hidden.
 */
export function FormGuide({ form, label, size = "md" }: { form: readonly FormEntry[]; label: string; size?: "sm" | "md" }) {
  if (form.length === 0) return <span className="text-muted">—</span>;
  const box = size === "sm" ? "size-6 text-xs" : "size-8 text-sm";
  return (
    <ol aria-label={label} className="inline-flex gap-1">
      {form.map((entry, index) => (
        <li
          key={index}
          title={`${entry.text} v ${entry.opponent}`}
          className={`grid ${box} place-items-center rounded-md font-extrabold text-[var(--on-form)] ${CHIP[entry.outcome]}`}
        >
          <span aria-hidden="true">{entry.letter}</span>
          <span className="sr-only">
            {entry.text} against {entry.opponent}
          </span>
        </li>
      ))}
    </ol>
  );
}
