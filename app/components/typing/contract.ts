/** The contract between <TypingText> and typing.enhance.ts. */
export const TYPING = {
  behaviour: "typing",
  /** The words to type in turn. */
  words: "data-words",
} as const;

/** One step of the typing loop, in ms. */
export const TYPING_MS = 100;

/** The words as the markup carries them: comma-separated, so a word holds no comma. */
export function wordsValue(words: readonly string[]): string {
  if (words.some((word) => word.includes(",")))
    throw new Error("A typed word cannot contain a comma");
  return words.join(",");
}

export function readWords(value: string | null): string[] {
  return (value ?? "").split(",").filter(Boolean);
}
