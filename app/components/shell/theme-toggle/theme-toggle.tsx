import type { Theme } from "~/features/theme/theme";
import { behaviourRoot } from "~/enhance/markup";
import { MoonIcon, SunIcon } from "~/components/shell/icons";
import { THEME_TOGGLE } from "./contract";

/**
 * Sun/moon toggle: a form post that sets the cookie and comes back, so it works before any
 * script; theme-toggle.enhance.ts switches in place instead.
 */
export function ThemeToggle({ theme, returnTo }: { theme: Theme; returnTo: string }) {
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <form method="post" action="/theme" {...behaviourRoot(THEME_TOGGLE.behaviour)}>
      <input type="hidden" name={THEME_TOGGLE.field} value={next} />
      <input type="hidden" name={THEME_TOGGLE.returnField} value={returnTo} />
      <button
        type="submit"
        className="grid size-10 place-items-center rounded-full transition-colors hover:bg-black/15"
        aria-label={`Switch to ${next} theme`}
        title={`Switch to ${next} theme`}
      >
        <MoonIcon className="size-5 dark:hidden" />
        <SunIcon className="hidden size-5 dark:block" />
      </button>
    </form>
  );
}
