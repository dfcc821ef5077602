/** The contract between <LanguagePicker> and translator.enhance.ts. */
export const TRANSLATOR = {
  behaviour: "translator",
  /** On the root: the widget script's address (from configuration). */
  src: "data-src",
  /** On the root: "loading" | "ready" | "failed" — the state the picker is in (tests wait for it). */
  state: "data-state",
  /** The visitor's <select>. */
  picker: "data-picker",
  /** On each option: its full label, English and native name ("French — Français"). */
  fullLabel: "data-label",
  /** On <html>, set by the boot script: the widget's `googtrans` cookie value ("/en/fr"), when there is one. */
  choice: "data-googtrans",
  /** The status text: says when the translator is loading or unavailable. */
  status: "data-status",
  /** The element the widget renders its own (hidden) select into. */
  widgetId: "google_translate_element",
} as const;

/** The widget's own language select, which the picker drives. */
export const WIDGET_SELECT = "select.goog-te-combo";

/** How often the picker looks for the widget's select: the widget draws it some time after its script runs, and says nothing when it has. */
export const POLL_MS = 500;

/** After this long without the widget's select, the picker says the translator is unavailable. */
export const GIVE_UP_MS = 20_000;

export const NOT_READY_ALERT = "Translator not ready yet, please wait 1 second";
export const LOADING_TEXT = "Loading translator…";
export const FAILED_TEXT = "Translator unavailable";

/**
 * The language a `googtrans` value asks for ("/en/fr" → "fr", percent-encoded or not), if it is
 * one of `offered`; otherwise (none, malformed, another language) the page's own language.
 */
export function languageFromChoice(
  value: string | null,
  offered: readonly string[],
  pageLanguage = "en",
): string {
  if (value === null) return pageLanguage;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return pageLanguage;
  }
  const target = decoded.split("/")[2] ?? "";
  return offered.includes(target) ? target : pageLanguage;
}

/** The global the widget script calls when it has loaded (its `cb` parameter). */
export function callbackName(src: string): string {
  try {
    return new URL(src, "http://x").searchParams.get("cb") ?? "googleTranslateElementInit";
  } catch {
    return "googleTranslateElementInit";
  }
}
