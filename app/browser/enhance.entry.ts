// The behaviours' browser entry: the only script a page names. It finds the behaviours the
// page's markup asks for (data-enhance), loads just those chunks and attaches them. Controls work
// before this runs (links, forms, <details>, popover); behaviours add what the platform lacks.
import { createEnhancer } from "~/enhance/enhance";
import { READY_ATTRIBUTE } from "~/enhance/markup";
import { loadBehaviour } from "./behaviours";

function start() {
  void createEnhancer(loadBehaviour)(document).then(() =>
    document.documentElement.setAttribute(READY_ATTRIBUTE, "true"),
  );
}

/** Runs `task` after the next frame has been painted. */
function afterPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task));
}

// Nothing on the first paint needs a behaviour (the controls work without them), so their
// chunks are fetched once the page has loaded and painted, and never compete with its
// stylesheet, font and images.
if (document.readyState === "complete") afterPaint(start);
else window.addEventListener("load", () => afterPaint(start), { once: true });
