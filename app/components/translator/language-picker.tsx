import { behaviourRoot, dataAttr, part } from "~/enhance/markup";
import { LANGUAGES, languageLabel } from "~/features/translator/languages";
import { LOADING_TEXT, TRANSLATOR } from "./contract";

/**
 * The 15-language picker. It drives the translation widget, so it exists only with scripting
 * (hidden by `@media (scripting: none)` in app.css, never a dead control) and stays disabled
 * until translator.enhance.ts has found the widget. Never translated itself.
 */
export function LanguagePicker({ src }: { src: string }) {
  return (
    <div
      {...behaviourRoot(TRANSLATOR.behaviour)}
      {...dataAttr(TRANSLATOR.src, src)}
      {...dataAttr(TRANSLATOR.state, "loading")}
      className="language-picker notranslate group/picker flex items-center"
      translate="no"
    >
      <label htmlFor="language-picker" className="sr-only">
        Language
      </label>
      <select
        id="language-picker"
        {...part(TRANSLATOR.picker)}
        disabled
        defaultValue="en"
        title={LOADING_TEXT}
        className="h-9 w-[6.75rem] cursor-pointer truncate rounded-md border border-white/40 bg-black px-2 text-sm text-white group-data-[state=failed]/picker:hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-wait disabled:opacity-60 sm:w-[14rem]"
      >
        {LANGUAGES.map((language) => (
          // The English name is rendered; the full label ("Hindi — हिन्दी") is put in place by the
          // behaviour when the visitor reaches the picker. Laying out the native names' scripts
          // costs the first paint tens of milliseconds on a phone (the browser looks up a fallback
          // font for each), and the list is only ever seen once the picker is opened.
          <option
            key={language.code}
            value={language.code}
            {...dataAttr(TRANSLATOR.fullLabel, languageLabel(language))}
          >
            {language.english}
          </option>
        ))}
      </select>
      <span
        {...part(TRANSLATOR.status)}
        role="status"
        className="sr-only w-[6.75rem] text-xs leading-tight text-white/80 group-data-[state=failed]/picker:not-sr-only sm:w-auto"
      >
        {LOADING_TEXT}
      </span>
      <div id={TRANSLATOR.widgetId} hidden />
    </div>
  );
}
