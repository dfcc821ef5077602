import { behaviourRoot, dataAttr } from "~/enhance/markup";
import { VIEW_COUNTER } from "./contract";

/** A post's view count: hidden until view-counter.enhance.ts has counted the view and knows it. */
export function ViewCounter({ slug }: { slug: string }) {
  return <span {...behaviourRoot(VIEW_COUNTER.behaviour)} {...dataAttr(VIEW_COUNTER.slug, slug)} hidden aria-live="polite" />;
}
