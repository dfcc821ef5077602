import interCore from "./fonts/inter-latin-core.woff2?url";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { requestContext } from "./context";
import "./fonts/inter.css";
import "./app.css";
import { Footer } from "~/components/shell/footer";
import { NavBar } from "~/components/shell/nav-bar";
import { Splash } from "~/components/shell/splash/splash";
import { TopBanner } from "~/components/shell/top-banner";
import { LanguagePicker } from "~/components/translator/language-picker";
import { pageTitle } from "~/features/shell/meta";
import { THEME_COLOR, themeFromCookie } from "~/features/theme/theme";
import { getEnv } from "~/utils/env.server";
import { errorPageHeaders } from "~/utils/page-headers.server";
import { BOOT_SCRIPT, loaderScript } from "~/components/shell/inline-scripts";
import { islandOf } from "~/islands/registry";
import { ContentImages } from "~/components/picture";
import { currentContent } from "~/features/content/current.server";
import { copyrightYears } from "~/features/shell/copyright.server";
import { defaultShareCard, pageShareCard } from "~/features/cards/cards.server";
import { MANIFEST_PATH } from "~/features/install/paths";

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    // The server renders one variant of each page per theme; the boot script corrects a shared copy.
    theme: themeFromCookie(request.headers.get("Cookie")),
    origin: getEnv().PUBLIC_ORIGIN,
    enhanceSrc: context.get(requestContext).enhanceSrc,
    translatorSrc: getEnv().TRANSLATOR === "on" ? getEnv().TRANSLATOR_SCRIPT_URL : null,
    islandSrcs: context.get(requestContext).islandSrcs,
    // A shared "not found" page: the shell shows nothing of the address (components/shell/shell-location.ts).
    notFound: context.get(requestContext).notFound ?? false,
    // The images of the content this page is rendered from (the <Picture>s below look them up).
    images: currentContent().images,
    copyrightYears: copyrightYears(),
    // The page's share card (its og:image when it has no image of its own); a shared "not found" shows the brand's.
    card: context.get(requestContext).notFound
      ? defaultShareCard()
      : pageShareCard(new URL(request.url), context.get(requestContext).routes),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // Install to the home screen: the brand's name, colours and icons (features/install).
  { rel: "manifest", href: MANIFEST_PATH },
  // The text font's core file (fonts/inter.css): fetched with the page, not after the stylesheet is parsed.
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const theme = data?.theme ?? "light";
  // A route that declares a React island (handle = islandHandle(…)) gets its entry, and React, loaded; no other page does.
  const island = useMatches()
    .map((match) => islandOf(match.handle))
    .find((name) => name !== undefined);
  return (
    <html lang="en" className={theme === "dark" ? "dark" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR[theme]} />
        {/* Theme and logo screen before first paint; allowed by its hash in the CSP. */}
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <ContentImages value={data?.images}>
          <Splash />
          <a
            href="#main"
            className="sr-only z-[60] rounded-md bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
          >
            Skip to content
          </a>
          <TopBanner
            languagePicker={
              data?.translatorSrc ? <LanguagePicker src={data.translatorSrc} /> : null
            }
          />
          <NavBar theme={theme} />
          <main
            id="main"
            tabIndex={-1}
            className="flex-1 pt-[calc(var(--banner-h)+var(--nav-h))] outline-none"
          >
            {children}
          </main>
          <Footer copyrightYears={data?.copyrightYears} />
          {/* No framework runtime in the browser: pages are server-rendered and small behaviours
            (app/enhance) attach to the markup. This keeps every page far under its JS budget. */}
          {data && island ? (
            <script dangerouslySetInnerHTML={{ __html: loaderScript(data.islandSrcs[island]) }} />
          ) : null}
          {data ? (
            <script dangerouslySetInnerHTML={{ __html: loaderScript(data.enhanceSrc) }} />
          ) : null}
        </ContentImages>
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const headers = errorPageHeaders;

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? [
        {
          title: pageTitle(
            isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Error",
          ),
        },
      ]
    : [];

/** The default error view, inside the site shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let detail = "Unknown error";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    detail =
      error.status === 404
        ? "404 Not Found"
        : `${error.status} ${typeof error.data === "string" ? error.data : error.statusText}`;
  } else if (error instanceof Error) {
    detail = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-xl font-semibold text-[var(--danger)]">{detail}</p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded-lg bg-[var(--surface-2)] p-4 text-sm">
          {stack}
        </pre>
      ) : null}
      <p className="mt-8">
        <a href="/" className="link-inline">
          Go to the home page
        </a>
      </p>
    </section>
  );
}
