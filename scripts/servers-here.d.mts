/** The script a Node command line runs (servers-here.mjs). */
export declare function scriptOf(args: readonly string[]): string | undefined;
/** The site's servers running from `folder`: pid, and the addresses each listens at. */
export declare function serversHere(folder?: string): { pid: number; urls: string[] }[];
/** Where process `pid` accepts TCP connections, as http:// addresses this machine can reach. */
export declare function listeningUrls(pid: number | string): string[];
