import { behaviourRoot, dataAttr } from "~/enhance/markup";
import { TYPING, wordsValue } from "./contract";

/** Shows the first word; typing.enhance.ts types and deletes each word in turn. */
export function TypingText({ words, className }: { words: readonly string[]; className?: string }) {
  return (
    <span className={className} {...behaviourRoot(TYPING.behaviour)} {...dataAttr(TYPING.words, wordsValue(words))}>
      {words[0]}
    </span>
  );
}
