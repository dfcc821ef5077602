export type Theme = "light" | "dark";
const THEME_COOKIE = "theme";

/** Reads the visitor's theme from a Cookie header; Light when absent or unknown. */
export function themeFromCookie(cookieHeader: string | null): Theme {
  const match = cookieHeader?.match(/(?:^|;\s*)theme=(light|dark)(?:;|$)/);
  return match?.[1] === "dark" ? "dark" : "light";
}

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The Set-Cookie value that remembers a theme for a year. */
export function themeCookie(theme: Theme, secure: boolean): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The browser UI colour (meta theme-color) for each theme: the page background. */
export const THEME_COLOR: Record<Theme, string> = { light: "#f8fafc", dark: "#0a0d14" };
