import { behaviourRoot, dataAttr } from "~/enhance/markup";
import { TYPING, wordsValue } from "./contract";

/**
 * Shows the first word; typing.enhance.ts types and deletes each word in turn. Every word sits,
 * invisible, in the same grid cell as the typed text, so the cell is as wide as the widest word
 * from the start: the text grows and shrinks inside a box that never changes size, and nothing
 * around it (a centred line's start) moves while it types.
 */
export function TypingText({ words, className }: { words: readonly string[]; className?: string }) {
  return (
    <span className="inline-grid justify-items-start">
      {words.map((word) => (
        <span key={word} className="invisible [grid-area:1/1]" aria-hidden="true">
          {word}
        </span>
      ))}
      <span
        className={`[grid-area:1/1] ${className ?? ""}`}
        {...behaviourRoot(TYPING.behaviour)}
        {...dataAttr(TYPING.words, wordsValue(words))}
      >
        {words[0]}
      </span>
    </span>
  );
}
