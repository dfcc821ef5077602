import type { BehaviourModule } from "~/enhance/behaviour";
import { THEME_COLOR, type Theme } from "~/features/theme/theme";
import { THEME_TOGGLE } from "./contract";

/**
 * The theme toggle form: without JavaScript it posts and comes back; with it, the page switches
 * at once and the choice is stored by the same endpoint (a cookie the server renders from).
 */
export function enhanceThemeToggle(form: HTMLFormElement, fetchImpl: typeof fetch = fetch) {
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const next: Theme = document.documentElement.classList.contains("dark") ? "light" : "dark";
    applyTheme(form, next);
    const body = new URLSearchParams({ [THEME_TOGGLE.field]: next });
    void fetchImpl(form.action, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    }).catch(() => undefined);
  });
}

/** Switches the page to a theme and relabels the toggle for the next switch. */
function applyTheme(form: HTMLFormElement, theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  const other: Theme = theme === "dark" ? "light" : "dark";
  const input = form.querySelector<HTMLInputElement>(`input[name="${THEME_TOGGLE.field}"]`);
  if (input) input.value = other;
  const button = form.querySelector("button");
  button?.setAttribute("aria-label", `Switch to ${other} theme`);
  button?.setAttribute("title", `Switch to ${other} theme`);
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLOR[theme]);
}

export const attach: BehaviourModule["attach"] = (element) => {
  if (element instanceof HTMLFormElement) enhanceThemeToggle(element);
};
