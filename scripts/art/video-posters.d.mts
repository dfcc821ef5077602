/** The generic video poster, 16:9 or 9:16 (short). */
export declare function poster(options: { width: number; height: number; short: boolean }): string;
