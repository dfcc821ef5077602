import type { BehaviourModule } from "~/enhance/behaviour";
import { CONTENTS } from "./contract";

/**
 * Marks the section being read in the side contents list (`aria-current` on its link): the last
 * heading that has passed the top third of the window. An IntersectionObserver says when a
 * heading crosses that line, up or down; nothing runs while the reader scrolls between headings.
 * Then it has the post laid out in full and lets the page glide to a section (CONTENTS.ready).
 */
export function enhanceContents(list: HTMLElement) {
  const links = [...list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const headings = links.map((link) => list.ownerDocument.getElementById(link.hash.slice(1)));
  let marked: HTMLAnchorElement | undefined;
  const mark = () => {
    const line = window.innerHeight / 3;
    let reading: HTMLAnchorElement | undefined;
    headings.forEach((heading, at) => {
      if (heading && heading.getBoundingClientRect().top <= line) reading = links[at];
    });
    if (reading === marked) return;
    marked?.removeAttribute(CONTENTS.current);
    reading?.setAttribute(CONTENTS.current, "true");
    marked = reading;
  };
  const observer = new IntersectionObserver(mark, { rootMargin: CONTENTS.readingLine });
  for (const heading of headings) if (heading) observer.observe(heading);
  mark();
  list.ownerDocument.documentElement.setAttribute(CONTENTS.ready, "");
}

export const attach: BehaviourModule["attach"] = (element) => enhanceContents(element);
