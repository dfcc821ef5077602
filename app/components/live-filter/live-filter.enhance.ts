import type { BehaviourModule, EnhanceContext } from "~/enhance/behaviour";
import { LIVE_FILTER, TYPING_DELAY_MS } from "./contract";

type Options = { fetch?: typeof fetch; enhance?: EnhanceContext["enhance"] };

/**
 * A GET filter form that updates its results region in place. Without JavaScript the form and
 * its links load pages as usual; with it, typing, choosing or following a filter link fetches
 * the same URL, swaps the region's content (and enhances what arrived), and keeps the address
 * bar and the back button in step. Listeners sit on the form and the region only.
 */
export function enhanceLiveFilter(
  form: HTMLFormElement,
  { fetch: fetchImpl = fetch, enhance }: Options = {},
) {
  const region = document.getElementById(form.getAttribute(LIVE_FILTER.results) ?? "");
  if (!region) return;
  const results = region;
  const path = new URL(form.action, window.location.href).pathname;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  function formUrl(): string {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form))
      if (typeof value === "string" && value !== "") params.set(key, value);
    // A new filter starts again at its first page.
    params.delete("page");
    const query = params.toString();
    return `${form.action.split("?")[0]}${query ? `?${query}` : ""}`;
  }

  async function update(url: string, addressBar: "push" | "replace" | "none") {
    controller?.abort();
    controller = new AbortController();
    try {
      const response = await fetchImpl(url, {
        signal: controller.signal,
        headers: { Accept: "text/html" },
      });
      const html = new DOMParser().parseFromString(await response.text(), "text/html");
      const fresh = html.getElementById(results.id);
      if (!fresh) throw new Error("results region missing");
      // Children, not the node: the region stays in place so its aria-live announcement works.
      results.replaceChildren(...fresh.childNodes);
      const statusId = form.getAttribute(LIVE_FILTER.status);
      const status = statusId ? document.getElementById(statusId) : null;
      const freshStatus = statusId ? html.getElementById(statusId) : null;
      if (status && freshStatus) status.textContent = freshStatus.textContent;
      if (addressBar === "push") window.history.pushState({ liveFilter: true }, "", url);
      if (addressBar === "replace") window.history.replaceState({ liveFilter: true }, "", url);
      await enhance?.(results);
    } catch (error) {
      if ((error as Error).name !== "AbortError") window.location.assign(url);
    }
  }

  function onInput(event: Event) {
    const field = event.target as HTMLInputElement;
    // Fields in the region join the form with form="…"; the region may hold other inputs too.
    if (field.form !== form) return;
    clearTimeout(timer);
    const typing = field.type === "search" || field.type === "text";
    timer = setTimeout(
      () => void update(formUrl(), typing ? "replace" : "push"),
      typing ? TYPING_DELAY_MS : 0,
    );
  }

  form.addEventListener("input", onInput);
  results.addEventListener("input", onInput);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void update(formUrl(), "push");
  });
  results.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(`a[${LIVE_FILTER.link}]`);
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void update(link.href, "push");
  });
  // Back and forward within this page's filters only.
  window.addEventListener("popstate", () => {
    if (window.location.pathname !== path) return;
    void update(window.location.href, "none").then(() => syncForm(form));
  });
}

/** After going back or forward, the form's own fields show the address's filter again. */
function syncForm(form: HTMLFormElement) {
  const params = new URLSearchParams(window.location.search);
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    "input[name], select[name]",
  )) {
    const value = params.get(field.name);
    if (field instanceof HTMLInputElement && field.type === "radio") {
      field.checked =
        value === null ? field.hasAttribute(LIVE_FILTER.defaultOption) : field.value === value;
    } else if (field.type !== "hidden") {
      field.value =
        value ?? (field instanceof HTMLSelectElement ? (field.options[0]?.value ?? "") : "");
    }
  }
}

export const attach: BehaviourModule["attach"] = (element, context) => {
  if (element instanceof HTMLFormElement) enhanceLiveFilter(element, { enhance: context.enhance });
};
