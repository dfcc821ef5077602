/** The web app manifest's address (every page links it) and the folder of its icons. */
export const MANIFEST_PATH = "/manifest.webmanifest";
export const ICON_PATH = "/icons/";
