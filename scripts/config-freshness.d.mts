/** Lines for `npm run reload`: site.config.ts changed after the build, a server started before it; none when all is current. */
export declare function staleBuildNotices(pids: readonly number[], root?: string): string[];
