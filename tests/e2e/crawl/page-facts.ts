// What the crawl reads from each page in one pass in the browser: the head, the layout, the
// links and the images as the page opens (images.spec.ts surveys the images the same way).

export type ImageFact = {
  src: string;
  /** Rendered at all (not display:none, not inside a hidden element, not a zero box). */
  shown: boolean;
  /** Position as the page opens: in the first viewport, or wholly below it. */
  firstScreen: boolean;
  belowFold: boolean;
  width: string | null;
  height: string | null;
  loading: string | null;
  box: { width: number; height: number };
};

export type PageFacts = {
  title: string;
  description: string;
  h1: number;
  canonical: string | null;
  /** How far the page is wider than the screen in each theme, in px (0 or less: it fits). */
  overflow: { light: number; dark: number };
  /** This site's addresses the page links to (path and query). */
  links: string[];
  /** Links to a part of this page (#id) whose target is missing. */
  missingTargets: string[];
  /** Links marked current, as "{aria-current} {href}". */
  current: string[];
  /** A breadcrumb trail is there. */
  breadcrumb: boolean;
  /** The page's structured data (JSON-LD), as written. */
  jsonLd: string | null;
};

/** Every <img> as the page opens (scrolled to the top), in document order. */
export function surveyImages(): ImageFact[] {
  return [...document.images].map((img) => {
    const rect = img.getBoundingClientRect();
    const shown =
      img.checkVisibility({ visibilityProperty: true }) && rect.width > 0 && rect.height > 0;
    return {
      src: img.currentSrc || img.src,
      shown,
      firstScreen: shown && rect.top < innerHeight && rect.bottom > 0,
      belowFold: rect.top >= innerHeight,
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      loading: img.getAttribute("loading"),
      box: { width: rect.width, height: rect.height },
    };
  });
}

/** Runs in the page: what the crawl checks of its head, layout and links, read at once. */
export function readPageFacts(): PageFacts {
  const root = document.documentElement;
  const overflowNow = () => root.scrollWidth - window.innerWidth;
  // The themes differ only by the class on <html> (the server sets it from the cookie): the
  // other theme is measured on the same markup with the class swapped, then swapped back.
  const dark = root.classList.contains("dark");
  const own = overflowNow();
  root.classList.toggle("dark", !dark);
  const other = overflowNow();
  root.classList.toggle("dark", dark);
  const links = new Set<string>();
  const missingTargets: string[] = [];
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const url = new URL(anchor.href);
    if (url.origin !== location.origin) continue;
    const samePage = url.pathname === location.pathname && url.search === location.search;
    if (samePage && url.hash.length > 1) {
      if (!document.getElementById(decodeURIComponent(url.hash.slice(1))))
        missingTargets.push(anchor.getAttribute("href")!);
    } else if (!samePage) links.add(`${url.pathname}${url.search}`);
  }
  return {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    h1: document.querySelectorAll("h1").length,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    overflow: dark ? { light: other, dark: own } : { light: own, dark: other },
    links: [...links],
    missingTargets,
    current: [...document.querySelectorAll("a[aria-current]")].map(
      (link) => `${link.getAttribute("aria-current")} ${link.getAttribute("href")}`,
    ),
    breadcrumb: document.querySelector('nav[aria-label="Breadcrumb"]') !== null,
    jsonLd: document.querySelector('script[type="application/ld+json"]')?.textContent ?? null,
  };
}
