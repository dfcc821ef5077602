/** The contract between <ShareBlock> and share.enhance.ts. */
export const SHARE = {
  behaviour: "share",
  /** On the root: the address to share and copy. */
  url: "data-url",
  /** On a share link: open it in a centred popup rather than a tab. */
  popup: "data-share-popup",
  /** The Copy Link button (disabled until the behaviour is ready: it has no meaning without it). */
  copy: "data-copy",
  /** The button's text, which says "Copied!" for a moment. */
  copyLabel: "data-copy-label",
} as const;

export const COPY_LABEL = "Copy Link";
export const COPIED_LABEL = "Copied!";
