import type { ReactNode } from "react";
import { behaviourRoot, dataAttr } from "~/enhance/markup";
import type { LiveTopics } from "~/features/live/contract";
import { LIVE_UPDATES } from "./contract";

/**
 * What a page needs to follow play: nothing when nothing it shows is being played (no stream is
 * opened), else the behaviour's root, which names the page's topics and is also where the page
 * says, politely, what changed ("Score updated"): a status region, empty until then. Without
 * JavaScript the page is simply correct when reloaded.
 */
export function LiveUpdates({ live }: { live: LiveTopics | undefined }) {
  if (!live) return null;
  return (
    <p
      {...behaviourRoot(LIVE_UPDATES.behaviour)}
      {...dataAttr(LIVE_UPDATES.topics, live.topics)}
      {...dataAttr(LIVE_UPDATES.version, live.version)}
      role="status"
      aria-live="polite"
      className="sr-only"
    />
  );
}

/**
 * A part of a page the server renders anew when the content changes (a score, the fixtures, a
 * table): swapped in place when the page is told of a change, and announced with `label`. It
 * adds no box of its own, so the layout is the same with it or without.
 */
export function LiveRegion({
  name,
  label,
  children,
}: {
  name: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div
      {...dataAttr(LIVE_UPDATES.region, name)}
      {...dataAttr(LIVE_UPDATES.label, label)}
      className="contents"
    >
      {children}
    </div>
  );
}
