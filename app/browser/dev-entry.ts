// Development only (npm run dev): Vite serves the islands from source, and React Router's Vite
// plugin adds React Refresh registration to every component, which expects the preamble its
// <Scripts /> would install. The site renders no <Scripts />, so this sets it, then loads the
// island named in the query (?island=tv). Production loads the built entry directly.
const refresh = window as unknown as Record<string, unknown>;
refresh.$RefreshReg$ = () => {};
refresh.$RefreshSig$ = () => (type: unknown) => type;
refresh.__vite_plugin_react_preamble_installed__ = true;

const island = new URL(import.meta.url).searchParams.get("island");
if (island && /^[a-z-]+$/.test(island)) await import(`./${island}.entry.tsx`);
