import { createContext } from "react-router";

/** What the Express server (server/app.ts) gives every request, in development and production alike. */
export type RequestContext = {
  /** This response's Content-Security-Policy nonce. */
  cspNonce: string;
  /** Whether this page load shows the logo screen (the first in a browser session). */
  showSplash: boolean;
  /** Address of the browser behaviours' entry module (app/enhance). */
  enhanceSrc: string;
};

/** React Router's typed request context: set once in server/app.ts, read with `context.get(requestContext)`. */
export const requestContext = createContext<RequestContext>();
