type Theme = "light" | "dark";

/**
 * The theme toggle form: without JavaScript it posts and comes back; with it, the page switches
 * at once and the choice is stored by the same endpoint (a cookie the server renders from).
 */
export function enhanceThemeToggle(form: HTMLFormElement, fetchImpl: typeof fetch = fetch) {
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const root = document.documentElement;
    const next: Theme = root.classList.contains("dark") ? "light" : "dark";
    applyTheme(form, next);
    const body = new URLSearchParams({ theme: next });
    void fetchImpl(form.action, { method: "POST", body, headers: { Accept: "application/json" } }).catch(() => undefined);
  });
}

/** Switches the page to a theme and relabels the toggle for the next switch. */
export function applyTheme(form: HTMLFormElement, theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  const other: Theme = theme === "dark" ? "light" : "dark";
  const input = form.querySelector<HTMLInputElement>('input[name="theme"]');
  if (input) input.value = other;
  const button = form.querySelector("button");
  button?.setAttribute("aria-label", `Switch to ${other} theme`);
  button?.setAttribute("title", `Switch to ${other} theme`);
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", theme === "dark" ? "#0a0d14" : "#f8fafc");
}
