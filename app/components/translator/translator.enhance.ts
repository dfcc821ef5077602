import type { BehaviourModule } from "~/enhance/behaviour";
import { PAGE_LANGUAGE } from "~/features/translator/languages";
import {
  callbackName,
  FAILED_TEXT,
  GIVE_UP_MS,
  languageFromChoice,
  LOADING_TEXT,
  NOT_READY_ALERT,
  POLL_MS,
  TRANSLATOR,
  WIDGET_SELECT,
} from "./contract";

type TranslateElementOptions = {
  pageLanguage: string;
  includedLanguages: string;
  autoDisplay: boolean;
};
type TranslatorGlobal = {
  translate?: {
    TranslateElement?: new (options: TranslateElementOptions, elementId: string) => unknown;
  };
};

/** Where the widget's pieces are found; the real widget and the test stand-in both use these. */
const TRANSIENT_PARTS = "#goog-gt-tt, .goog-te-balloon-frame, .goog-tooltip";

/** Forgets the widget's choice (host-only and domain cookies), so a reload shows the original. */
function clearChoice(doc: Document) {
  const host = doc.location?.hostname ?? "";
  for (const domain of ["", `; Domain=${host}`, `; Domain=.${host}`])
    doc.cookie = `googtrans=; Max-Age=0; Path=/${domain}`;
}

/**
 * The options show their native names from the moment the visitor reaches the picker (see
 * <LanguagePicker>): pointerdown comes before the list opens, focus before the keyboard opens it.
 */
function showFullLabelsWhenReached(picker: HTMLSelectElement) {
  const reached = ["pointerdown", "focus"];
  function showFullLabels() {
    for (const type of reached) picker.removeEventListener(type, showFullLabels);
    for (const option of picker.options)
      option.text = option.getAttribute(TRANSLATOR.fullLabel) ?? option.text;
  }
  for (const type of reached) picker.addEventListener(type, showFullLabels);
}

/**
 * Loads the widget's script and looks for its select every POLL_MS: `ready` with it, or `fail`
 * when the script fails, has no widget, or the select has not appeared after GIVE_UP_MS.
 */
function loadWidget(
  doc: Document,
  win: Window,
  src: string,
  offered: string[],
  on: { ready: (widget: HTMLSelectElement) => void; fail: () => void },
) {
  const started = Date.now();
  const poll = setInterval(() => {
    const widget = doc.querySelector<HTMLSelectElement>(WIDGET_SELECT);
    if (widget) {
      clearInterval(poll);
      on.ready(widget);
    } else if (Date.now() - started >= GIVE_UP_MS) fail();
  }, POLL_MS);
  function fail() {
    clearInterval(poll);
    on.fail();
  }
  const globals = win as unknown as Record<string, unknown> & { google?: TranslatorGlobal };
  globals[callbackName(src)] = () => {
    const TranslateElement = globals.google?.translate?.TranslateElement;
    if (!TranslateElement) return fail();
    new TranslateElement(
      { pageLanguage: PAGE_LANGUAGE, includedLanguages: offered.join(","), autoDisplay: false },
      TRANSLATOR.widgetId,
    );
  };
  const script = doc.createElement("script");
  script.src = src;
  script.async = true;
  script.addEventListener("error", fail);
  doc.head.append(script);
}

/**
 * Brings the language picker to life: loads the widget script once the page is idle (at once
 * when a language was chosen before), looks for the widget's select every 500 ms, forces it to
 * English once (unless the visitor chose another language), then lets the picker drive it.
 * If the script fails or the select never appears, the picker says the translator is unavailable.
 */
export function enhanceTranslator(root: HTMLElement, win: Window & typeof globalThis = window) {
  const doc = root.ownerDocument;
  const picker = root.querySelector<HTMLSelectElement>(`select[${TRANSLATOR.picker}]`);
  const status = root.querySelector<HTMLElement>(`[${TRANSLATOR.status}]`);
  const src = root.getAttribute(TRANSLATOR.src);
  if (!picker || !src) return;
  const picked = picker;
  // The languages on offer are the picker's options: the markup is their one source here.
  const offered = [...picked.options].map((option) => option.value);

  showFullLabelsWhenReached(picked);

  // The boot script read the cookie before the first paint; reading it again here would cost a
  // round trip to the browser's cookie store.
  let current = languageFromChoice(
    doc.documentElement.getAttribute(TRANSLATOR.choice),
    offered,
    PAGE_LANGUAGE,
  );
  if (picked.value !== current) picked.value = current;

  /** Writes only what changed: the markup starts in the loading state, and each write costs a restyle. */
  function setState(state: "loading" | "ready" | "failed", text: string) {
    if (root.getAttribute(TRANSLATOR.state) !== state) root.setAttribute(TRANSLATOR.state, state);
    if (picked.title !== text) picked.title = text;
    if (status && status.textContent !== text) status.textContent = text;
  }

  function fail() {
    if (root.getAttribute(TRANSLATOR.state) !== "loading") return;
    picked.disabled = true;
    setState("failed", FAILED_TEXT);
  }

  function ready(widget: HTMLSelectElement) {
    if (current === PAGE_LANGUAGE) {
      // Forced to English once: the widget starts from the page's own language, not a guess of its own.
      widget.value = PAGE_LANGUAGE;
      widget.dispatchEvent(new Event("change"));
    }
    for (const part of doc.querySelectorAll(TRANSIENT_PARTS)) part.remove();
    picked.disabled = false;
    setState("ready", "");
  }

  picked.addEventListener("change", () => {
    const widget = doc.querySelector<HTMLSelectElement>(WIDGET_SELECT);
    if (!widget) {
      win.alert(NOT_READY_ALERT);
      picked.value = current;
      return;
    }
    if (!offered.includes(picked.value)) return;
    current = picked.value;
    widget.value = current;
    widget.dispatchEvent(new Event("change"));
    if (current === PAGE_LANGUAGE) clearChoice(doc);
  });

  const load = () => loadWidget(doc, win, src, offered, { ready, fail });

  setState("loading", LOADING_TEXT);
  // The widget is large: it waits for an idle moment, so it never delays the page or its input,
  // unless the visitor already reads the site in another language.
  if (current !== PAGE_LANGUAGE || !("requestIdleCallback" in win)) setTimeout(load);
  else win.requestIdleCallback(load, { timeout: 3000 });
}

export const attach: BehaviourModule["attach"] = (element) => enhanceTranslator(element);
