/** What a state-changing request says about where it comes from. */
export type RequestOrigin = {
  /** The Origin header, when the browser sent one. */
  origin: string | undefined;
  /** The Sec-Fetch-Site header: same-origin, same-site, cross-site or none. */
  fetchSite: string | undefined;
  /** Origins that are this site (its public origin and the origin the request was addressed to). */
  siteOrigins: readonly string[];
};

/**
 * A request another site's page made (a form that posts here, an <img>, a no-cors fetch) is not the
 * visitor acting on this site: refused when the browser says it is cross-site, or sends an Origin
 * that is not this site's. Clients that send neither header (old browsers, scripts) pass.
 */
export function isCrossSite({ fetchSite, origin, siteOrigins }: RequestOrigin): boolean {
  if (fetchSite === "cross-site") return true;
  return origin !== undefined && !siteOrigins.includes(origin);
}
