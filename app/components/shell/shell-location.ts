import { useLocation, useRouteLoaderData } from "react-router";

/** What the root loader tells the shell about the page (see app/root.tsx). */
type RootShellData = { notFound?: boolean };

/**
 * Where the site shell (bar, phone menu, footer) says the visitor is, and where the no-JavaScript
 * theme form comes back to. A shared "not found" page is the same at every address it answers, so
 * it names none: no item is current, the colours are the default ones, and the theme form comes
 * back by the Referer (an empty return path).
 */
export function useShellLocation(): { pathname: string | null; returnTo: string } {
  const { pathname, search } = useLocation();
  const root = useRouteLoaderData<RootShellData>("root");
  return root?.notFound
    ? { pathname: null, returnTo: "" }
    : { pathname, returnTo: pathname + search };
}
