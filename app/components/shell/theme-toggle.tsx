import { useFetcher, useLocation } from "react-router";
import type { Theme } from "~/features/theme/theme";
import { MoonIcon, SunIcon } from "./icons";

/** The theme the page shows now: an in-flight toggle wins over the cookie's value. */
export function useOptimisticTheme(current: Theme): Theme {
  const fetcher = useFetcher({ key: "theme" });
  const pending = fetcher.formData?.get("theme");
  return pending === "dark" || pending === "light" ? pending : current;
}

/** Sun/moon button. Without JavaScript it is a form post that sets the cookie and comes back. */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const fetcher = useFetcher({ key: "theme" });
  const location = useLocation();
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <fetcher.Form
      method="post"
      action="/theme"
      onSubmit={(event) => {
        event.preventDefault();
        void fetcher.submit({ theme: next }, { method: "post", action: "/theme" });
      }}
    >
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className="grid size-10 place-items-center rounded-full transition-colors hover:bg-white/15"
        aria-label={`Switch to ${next} theme`}
        title={`Switch to ${next} theme`}
      >
        {theme === "dark" ? <SunIcon /> : <MoonIcon />}
      </button>
    </fetcher.Form>
  );
}
