/**
 * The contract between the contents lists (contents.tsx) and contents.enhance.ts. Both lists are
 * plain links to the post's sections; the behaviour marks, in the side list, the section being
 * read.
 */
export const CONTENTS = {
  behaviour: "contents",
  /** On each contents list. */
  list: "data-contents",
  /**
   * On <html> once the behaviour runs: the post's blocks are laid out in full (not only as the
   * reader nears them), so a glide to a section lands on it, and the page glides (app.css).
   */
  ready: "data-contents-ready",
  /** The section being read, on its link. */
  current: "aria-current",
  /**
   * The reading line, as IntersectionObserver's root margin: a heading counts as read once it has
   * passed the top third of the window. The band reaches far above the window, so a heading that
   * crosses the line always changes state, however far one jump (a page down, a link) takes it.
   */
  readingLine: "100000px 0px -67% 0px",
} as const;
