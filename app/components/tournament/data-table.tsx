import { useId } from "react";

/** Cell classes: the sticky column stays in view while the table scrolls sideways on a phone. */
export const cell = {
  // Tighter on a phone, where a column's padding is room a table needs.
  th: "border-b border-[var(--border)] px-2 py-2.5 text-left text-xs font-bold tracking-wide whitespace-nowrap text-muted uppercase sm:px-3",
  td: "border-b border-[var(--border)] px-2 py-2.5 whitespace-nowrap sm:px-3",
  /** A cell whose text may wrap between the parts it keeps whole itself (a long name, two innings' scores). */
  tdWrap: "border-b border-[var(--border)] px-2 py-2.5 sm:px-3",
  num: "text-right tabular-nums",
  /** A row may set --row-bg (a highlighted row); the sticky cell must be opaque, so it paints it too. */
  sticky: "sticky left-0 z-[1] bg-[var(--row-bg,var(--surface))]",
  highlighted: "bg-[var(--accent-soft)] [--row-bg:var(--accent-soft)]",
} as const;

/**
 * A real <table> with its caption, in a box that scrolls sideways on its own (focusable, named
 * by the caption) so a wide table never widens the page; a shadow at the edge shows while
 * columns lie out of view (scroll-cue, data-table.css).
 */
export function DataTable({
  caption,
  children,
  captionHidden = false,
}: {
  caption: string;
  children: React.ReactNode;
  captionHidden?: boolean;
}) {
  const id = useId();
  return (
    <div
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      className="scroll-cue relative overflow-x-auto surface-card"
    >
      <table className="w-full border-separate border-spacing-0 text-sm sm:text-base">
        <caption
          id={id}
          className={captionHidden ? "sr-only" : "px-3 pt-3 pb-1 text-left font-bold"}
        >
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
