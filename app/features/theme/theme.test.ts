import { expect, test } from "vitest";
import { themeCookie, themeFromCookie } from "./theme";

test("theme comes from the cookie, Light by default", () => {
  expect(themeFromCookie(null)).toBe("light");
  expect(themeFromCookie("a=1; theme=dark")).toBe("dark");
  expect(themeFromCookie("theme=light")).toBe("light");
  expect(themeFromCookie("theme=purple")).toBe("light");
  expect(themeFromCookie("xtheme=dark")).toBe("light");
});

test("the cookie lasts a year and is Secure over HTTPS", () => {
  expect(themeCookie("dark", false)).toBe("theme=dark; Path=/; Max-Age=31536000; SameSite=Lax");
  expect(themeCookie("light", true)).toMatch(/; Secure$/);
});
