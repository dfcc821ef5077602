/**
 * A GET filter form that updates its results region in place. Without JavaScript the form and
 * its links load pages as usual; with it, typing, choosing or following a filter link
 * (a[data-filter-link]) fetches the same URL, swaps the region named by data-results, and keeps
 * the address bar and the back button in step.
 */
export function enhanceLiveFilter(form: HTMLFormElement, fetchImpl: typeof fetch = fetch) {
  const regionId = form.dataset.results ?? "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  function formUrl(): string {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string" && value !== "") params.set(key, value);
    // A new filter starts again at its first page.
    params.delete("page");
    const query = params.toString();
    return `${form.action.split("?")[0]}${query ? `?${query}` : ""}`;
  }

  async function update(url: string, addressBar: "push" | "replace" | "none") {
    controller?.abort();
    controller = new AbortController();
    try {
      const response = await fetchImpl(url, { signal: controller.signal, headers: { Accept: "text/html" } });
      const html = new DOMParser().parseFromString(await response.text(), "text/html");
      const fresh = html.getElementById(regionId);
      const current = document.getElementById(regionId);
      if (!fresh || !current) throw new Error("results region missing");
      // Children, not the node: the region stays in place so its aria-live announcement works.
      current.replaceChildren(...fresh.childNodes);
      if (addressBar === "push") window.history.pushState({ liveFilter: true }, "", url);
      if (addressBar === "replace") window.history.replaceState({ liveFilter: true }, "", url);
    } catch (error) {
      if ((error as Error).name !== "AbortError") window.location.assign(url);
    }
  }

  // Listened for on the document: fields outside the form element join it with form="…".
  document.addEventListener("input", (event) => {
    if ((event.target as HTMLInputElement).form !== form) return;
    clearTimeout(timer);
    const typing = (event.target as HTMLInputElement).type === "search" || (event.target as HTMLInputElement).type === "text";
    timer = setTimeout(() => void update(formUrl(), typing ? "replace" : "push"), typing ? 250 : 0);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void update(formUrl(), "push");
  });
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-filter-link]");
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void update(link.href, "push");
  });
  window.addEventListener("popstate", () => {
    void update(window.location.href, "none").then(() => syncForm(form));
  });
}

/** After going back or forward, the form's own fields show the address's filter again. */
function syncForm(form: HTMLFormElement) {
  const params = new URLSearchParams(window.location.search);
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input[name], select[name]")) {
    const value = params.get(field.name);
    if (field instanceof HTMLInputElement && field.type === "radio") {
      field.checked = value === null ? field.dataset.default !== undefined : field.value === value;
    } else if (field.type !== "hidden") {
      field.value = value ?? (field instanceof HTMLSelectElement ? (field.options[0]?.value ?? "") : "");
    }
  }
}
