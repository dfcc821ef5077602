import { behaviourRoot, dataAttr, part } from "~/enhance/markup";
import { VIEW_COUNTER } from "./contract";

/**
 * A post's view count and the dot before it, for a row of post details. Both stay invisible
 * until view-counter.enhance.ts has counted the view and knows the count, and stay so if the
 * counter is down: no number that is not the post's, no dangling dot. Their room is kept from
 * the first paint (room for "88,888 views"), so a count that arrives after the page has painted
 * moves nothing: on a phone the row would otherwise wrap to a second line and push the post down.
 * Without JavaScript there is no count, and no room kept.
 */
export function ViewCounter({ slug }: { slug: string }) {
  return (
    <span
      {...behaviourRoot(VIEW_COUNTER.behaviour)}
      {...dataAttr(VIEW_COUNTER.slug, slug)}
      className="invisible inline-flex gap-x-3 data-shown:visible noscript:hidden"
    >
      <span aria-hidden="true" {...part(VIEW_COUNTER.separator)}>
        ·
      </span>
      <span aria-live="polite" className="min-w-[12ch]" {...part(VIEW_COUNTER.count)} />
    </span>
  );
}
