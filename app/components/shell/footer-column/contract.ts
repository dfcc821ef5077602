/** The contract between <FooterColumn> and footer-column.enhance.ts. */
export const FOOTER_COLUMN = {
  behaviour: "collapsible",
  /** Where the columns stop being dropdowns: Tailwind's md breakpoint, which the markup uses. */
  wideQuery: "(width >= 48rem)",
} as const;
