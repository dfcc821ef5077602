/**
 * The languages the picker offers: the widget's language code, the English name and the
 * language's own name in its own script. English is the page's own language.
 */
export const LANGUAGES = [
  { code: "en", english: "English", native: "English" },
  { code: "ar", english: "Arabic", native: "العربية" },
  { code: "bn", english: "Bengali", native: "বাংলা" },
  { code: "zh-CN", english: "Chinese (Simplified)", native: "简体中文" },
  { code: "fa", english: "Dari", native: "دری" },
  { code: "fr", english: "French", native: "Français" },
  { code: "de", english: "German", native: "Deutsch" },
  { code: "hi", english: "Hindi", native: "हिन्दी" },
  { code: "it", english: "Italian", native: "Italiano" },
  { code: "ja", english: "Japanese", native: "日本語" },
  { code: "ko", english: "Korean", native: "한국어" },
  { code: "ru", english: "Russian", native: "Русский" },
  { code: "es", english: "Spanish", native: "Español" },
  { code: "tr", english: "Turkish", native: "Türkçe" },
  { code: "ur", english: "Urdu", native: "اردو" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];

export const PAGE_LANGUAGE = "en" satisfies LanguageCode;

/** "French — Français"; English alone once. */
export function languageLabel(language: (typeof LANGUAGES)[number]): string {
  return language.english === language.native
    ? language.english
    : `${language.english} — ${language.native}`;
}
