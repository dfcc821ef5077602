/**
 * A GET filter form that updates its results region in place: the form still works without
 * JavaScript; with it, typing or choosing fetches the same URL the form would load, swaps the
 * region marked data-results, and keeps the address bar in step.
 */
export function enhanceLiveFilter(form: HTMLFormElement, fetchImpl: typeof fetch = fetch) {
  const regionId = form.dataset.results ?? "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  async function update() {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string" && value !== "") params.set(key, value);
    const query = params.toString();
    const url = `${form.action.split("?")[0]}${query ? `?${query}` : ""}`;
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
      history.replaceState(history.state, "", url);
    } catch (error) {
      if ((error as Error).name !== "AbortError") window.location.assign(url);
    }
  }

  form.addEventListener("input", (event) => {
    clearTimeout(timer);
    timer = setTimeout(update, (event.target as HTMLElement).tagName === "SELECT" ? 0 : 250);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void update();
  });
}
