export declare const COMPILE_HINT_BANNER: { readonly js: string };
