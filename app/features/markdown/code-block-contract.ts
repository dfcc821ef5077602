/**
 * The contract between the code blocks the Markdown renderer writes (code-blocks.ts) and
 * components/code-block/code-copy.enhance.ts. The markup is made on the server with the post,
 * so the contract sits here, below both.
 */
export const CODE_BLOCK = {
  behaviour: "code-copy",
  /** The Copy button: `hidden` in the page, shown by the behaviour (it means nothing without it). */
  copy: "data-code-copy",
  /** The button's visible word, which says "Copied" for a moment. */
  label: "data-code-label",
  /** A live region that announces "Copied" to screen readers. */
  status: "data-code-status",
} as const;

export const COPY_CODE_LABEL = "Copy";
export const COPIED_CODE_LABEL = "Copied";
/** How long the button says "Copied". */
export const COPIED_CODE_MS = 2000;
