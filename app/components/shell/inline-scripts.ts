/**
 * The only inline scripts the site has. Pages are the same bytes for every visitor (served from
 * the page cache or a CDN), so nothing per-visitor is rendered on the server; these run in the
 * browser instead. The CSP allows exactly these texts by their SHA-256 (server/security.ts), so
 * any change here changes the policy with it.
 */

import { SPLASH } from "~/components/shell/splash/contract";
import { TRANSLATOR } from "~/components/translator/contract";

/**
 * In <head>, before first paint: applies the theme saved in the cookie (a shared copy of the
 * page may carry the other one) and decides the first-visit logo screen, once per browser
 * session (a session cookie), never when the visitor asks for reduced motion. It is the page's
 * one read of `document.cookie` (each read after a write is a synchronous round trip to the
 * browser's cookie store, ~10 ms on a phone): the translator's language choice, if any, is
 * handed on in an attribute.
 */
export const BOOT_SCRIPT =
  '(function(d,c){var t=/(?:^|; )theme=(dark|light)(?:;|$)/.exec(c);if(t)d.classList.toggle("dark",t[1]==="dark");' +
  `var g=/(?:^|; )googtrans=([^;]*)/.exec(c);if(g)d.setAttribute("${TRANSLATOR.choice}",g[1]);` +
  'if(!/(?:^|; )vv_seen=1(?:;|$)/.test(c)){document.cookie="vv_seen=1; Path=/; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");' +
  `if(!matchMedia("(prefers-reduced-motion: reduce)").matches)d.classList.add("${SPLASH.onClass}")}})(document.documentElement,document.cookie)`;

/** At the end of <body>: loads the behaviours' entry module, which the CSP then trusts ('strict-dynamic'). */
export function loaderScript(src: string): string {
  return `(function(s){s.type="module";s.src=${JSON.stringify(src)};document.head.appendChild(s)})(document.createElement("script"))`;
}
