// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { LANGUAGES, languageLabel } from "~/features/translator/languages";
import { BOOT_SCRIPT } from "~/components/shell/inline-scripts";
import { callbackName, GIVE_UP_MS, languageFromChoice, NOT_READY_ALERT, POLL_MS } from "./contract";
import { LanguagePicker } from "./language-picker";
import { enhanceTranslator } from "./translator.enhance";

const SRC = "https://translate.example/element.js?cb=initWidget";
type Globals = Record<string, unknown>;

/** Scripts the behaviour adds to <head>; held here (happy-dom would refuse to load them). */
let added: HTMLScriptElement[] = [];
const addedScript = () => added.find((node) => node instanceof HTMLScriptElement);

beforeEach(() => {
  added = [];
  vi.spyOn(document.head, "append").mockImplementation(
    (...nodes) => void added.push(...(nodes as HTMLScriptElement[])),
  );
  vi.useFakeTimers();
  document.cookie = "googtrans=; Max-Age=0; Path=/";
  document.documentElement.removeAttribute("data-googtrans");
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete (window as unknown as Globals).initWidget;
  delete (window as unknown as Globals).google;
  document.head.innerHTML = "";
});

function mount() {
  document.body.innerHTML = renderToStaticMarkup(createElement(LanguagePicker, { src: SRC }));
  const root = document.querySelector<HTMLElement>("[data-enhance=translator]")!;
  return {
    root,
    picker: root.querySelector("select")!,
    status: root.querySelector("[role=status]")!,
  };
}

/** What the real widget does when its script runs: it builds its select into the element. */
function widgetLoads() {
  const changes: string[] = [];
  (window as unknown as Globals).google = {
    translate: {
      TranslateElement: class {
        constructor(options: { includedLanguages: string }, id: string) {
          const select = document.createElement("select");
          select.className = "goog-te-combo";
          for (const code of options.includedLanguages.split(",")) {
            const option = document.createElement("option");
            option.value = code;
            select.append(option);
          }
          select.addEventListener("change", () => changes.push(select.value));
          document.getElementById(id)!.append(select);
        }
      },
    },
  };
  (window as unknown as Globals & { initWidget: () => void }).initWidget();
  return changes;
}

test("the markup: 15 options, disabled, never translated, the widget's element inside", () => {
  const { root, picker } = mount();
  expect(picker.options).toHaveLength(LANGUAGES.length);
  expect(picker.disabled).toBe(true);
  expect(root.getAttribute("translate")).toBe("no");
  expect(root.querySelector("#google_translate_element")).not.toBeNull();
});

test("the options show English names first and their full labels once the visitor reaches the picker", () => {
  for (const type of ["focus", "pointerdown"]) {
    const { root, picker } = mount();
    const texts = () => [...picker.options].map((option) => option.text);
    expect(texts()).toEqual(LANGUAGES.map((language) => language.english));
    enhanceTranslator(root);
    expect(texts()).toContain("Hindi");
    picker.dispatchEvent(new Event(type));
    expect(texts()).toEqual(LANGUAGES.map((language) => languageLabel(language)));
    expect(texts()).toContain("Hindi — हिन्दी");
  }
});

test("loads the script once idle, then enables the picker when the widget's select appears, forcing English once", async () => {
  const { root, picker } = mount();
  enhanceTranslator(root);
  expect(addedScript()).toBeUndefined();
  await vi.advanceTimersByTimeAsync(3000);
  const script = addedScript()!;
  expect(added).toHaveLength(1);
  expect(script.src).toBe(SRC);
  expect(picker.disabled).toBe(true);
  const changes = widgetLoads();
  await vi.advanceTimersByTimeAsync(POLL_MS);
  expect(picker.disabled).toBe(false);
  expect(root.dataset.state).toBe("ready");
  expect(changes).toEqual(["en"]);

  picker.value = "fr";
  picker.dispatchEvent(new Event("change"));
  expect(changes).toEqual(["en", "fr"]);
  expect(document.querySelector<HTMLSelectElement>("select.goog-te-combo")!.value).toBe("fr");
});

test("a language chosen before is kept: the script loads at once and English is not forced", async () => {
  document.documentElement.setAttribute("data-googtrans", "/en/ja");
  const { root, picker } = mount();
  enhanceTranslator(root);
  expect(picker.value).toBe("ja");
  await vi.advanceTimersByTimeAsync(0);
  expect(addedScript()).toBeDefined();
  const changes = widgetLoads();
  await vi.advanceTimersByTimeAsync(POLL_MS);
  expect(changes).toEqual([]);
  expect(picker.value).toBe("ja");
});

test("choosing while the widget is missing alerts and keeps the previous choice", async () => {
  const alert = vi.fn();
  window.alert = alert;
  const { root, picker } = mount();
  enhanceTranslator(root);
  await vi.advanceTimersByTimeAsync(3000);
  widgetLoads();
  await vi.advanceTimersByTimeAsync(POLL_MS);
  document.querySelector("select.goog-te-combo")!.remove();
  picker.value = "de";
  picker.dispatchEvent(new Event("change"));
  expect(alert).toHaveBeenCalledWith(NOT_READY_ALERT);
  expect(picker.value).toBe("en");
});

test("a script that fails to load, or a select that never appears, says the translator is unavailable", async () => {
  const first = mount();
  enhanceTranslator(first.root);
  await vi.advanceTimersByTimeAsync(3000);
  addedScript()!.dispatchEvent(new Event("error"));
  expect(first.root.dataset.state).toBe("failed");
  expect(first.status.textContent).toBe("Translator unavailable");

  const second = mount();
  enhanceTranslator(second.root);
  await vi.advanceTimersByTimeAsync(3000);
  expect(second.root.dataset.state).toBe("loading");
  await vi.advanceTimersByTimeAsync(GIVE_UP_MS);
  expect(second.root.dataset.state).toBe("failed");
  expect(second.picker.disabled).toBe(true);
});

test("the googtrans choice: a language we offer, else the page's own", () => {
  const offered = LANGUAGES.map((language) => language.code);
  expect(languageFromChoice("/en/fr", offered)).toBe("fr");
  expect(languageFromChoice("%2Fen%2Fzh-CN", offered)).toBe("zh-CN");
  expect(languageFromChoice("/en/xx", offered)).toBe("en");
  expect(languageFromChoice("%E0%A4%A", offered)).toBe("en");
  expect(languageFromChoice("", offered)).toBe("en");
  expect(languageFromChoice(null, offered)).toBe("en");
});

test("the boot script hands the cookie's googtrans value to the translator, and nothing when there is none", () => {
  const html = document.documentElement;
  for (const [cookie, expected] of [
    ["theme=dark; googtrans=/en/fr; vv_seen=1", "/en/fr"],
    ["googtrans=%2Fen%2Fja", "%2Fen%2Fja"],
    ["vv_seen=1; xgoogtrans=/en/fr", null],
    ["", null],
  ] as const) {
    html.removeAttribute("data-googtrans");
    new Function(
      "document",
      "location",
      "matchMedia",
      BOOT_SCRIPT.replace("document.cookie)", "arguments[3])"),
    )(document, { protocol: "http:" }, () => ({ matches: true }), cookie);
    expect(html.getAttribute("data-googtrans")).toBe(expected);
  }
  html.classList.remove("dark");
});

test("the callback name comes from the script address", () => {
  expect(callbackName(SRC)).toBe("initWidget");
  expect(callbackName("https://x.example/element.js")).toBe("googleTranslateElementInit");
});
