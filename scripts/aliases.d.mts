/** The import aliases (aliases.mjs): alias → absolute path, most specific first. */
export declare const ALIASES: Readonly<Record<string, string>>;
