import type { Theme } from "~/features/theme/theme";
import { MoonIcon, SunIcon } from "./icons";

/** Sun/moon toggle: a form post that sets the cookie and comes back; app/enhance/theme.ts makes it instant. */
export function ThemeToggle({ theme, returnTo }: { theme: Theme; returnTo: string }) {
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <form method="post" action="/theme" data-enhance="theme">
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={returnTo} />
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
