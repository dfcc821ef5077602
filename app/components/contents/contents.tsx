import { behaviourRoot, part } from "~/enhance/markup";
import { nestOutline, type OutlineEntry } from "~/features/markdown/headings";
import { CONTENTS } from "./contract";

function ContentsList({ outline }: { outline: readonly OutlineEntry[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {nestOutline(outline).map(({ entry, children }) => (
        <li key={entry.id}>
          <ContentsLink entry={entry} />
          {children.length > 0 ? (
            <ol className="mt-1 space-y-1 pl-3">
              {children.map((child) => (
                <li key={child.id}>
                  <ContentsLink entry={child} />
                </li>
              ))}
            </ol>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** A section's link; the one being read (aria-current, set by the behaviour) is marked by colour and a bar, not weight, so no line rewraps. */
function ContentsLink({ entry }: { entry: OutlineEntry }) {
  return (
    <a
      href={`#${entry.id}`}
      className={`block border-l-2 border-transparent py-0.5 pl-2 text-muted hover:text-[var(--link)] hover:underline aria-[current]:border-[var(--link)] aria-[current]:text-[var(--link)] ${entry.level === 3 ? "text-[0.8rem]" : ""}`}
    >
      {entry.text}
    </a>
  );
}

/**
 * The post's contents at its top on phones and tablets: a native <details>, closed, that opens
 * without any script. Hidden from 1024 px, where the side list shows.
 */
export function ContentsDetails({ outline }: { outline: readonly OutlineEntry[] }) {
  return (
    <details className="mt-6 surface-card p-4 lg:hidden" {...part(CONTENTS.list)}>
      <summary className="cursor-pointer font-semibold">Contents</summary>
      <nav aria-label="Contents" className="mt-3">
        <ContentsList outline={outline} />
      </nav>
    </details>
  );
}

/**
 * The post's contents beside it from 1024 px: it stays in view while the article scrolls (sticky,
 * under the banner and the bar) and marks the section being read (contents.enhance.ts); without
 * JavaScript it is the same list of links.
 */
export function ContentsSide({ outline }: { outline: readonly OutlineEntry[] }) {
  return (
    <nav
      aria-labelledby="contents-side-heading"
      className="hidden max-h-[calc(100vh-var(--banner-h)-var(--nav-h)-2rem)] overflow-y-auto surface-card p-5 lg:sticky lg:top-[calc(var(--banner-h)+var(--nav-h)+1rem)] lg:block"
      {...behaviourRoot(CONTENTS.behaviour)}
      {...part(CONTENTS.list)}
    >
      <h2 id="contents-side-heading" className="mb-3 text-lg font-bold">
        On this page
      </h2>
      <ContentsList outline={outline} />
    </nav>
  );
}
