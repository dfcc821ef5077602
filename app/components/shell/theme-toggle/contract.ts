/** The contract between <ThemeToggle> and theme-toggle.enhance.ts (the form itself posts to /theme). */
export const THEME_TOGGLE = {
  behaviour: "theme",
  /** The field holding the theme the next press switches to. */
  field: "theme",
  /** The field telling a plain form post where to come back to. */
  returnField: "redirectTo",
} as const;
