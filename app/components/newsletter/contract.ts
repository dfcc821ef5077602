/** The contract between <SubscribeForm> and subscribe.enhance.ts. */
export const SUBSCRIBE = {
  behaviour: "subscribe",
  /** The line that says how the sign-up went (a live region). */
  status: "data-subscribe-status",
  /** On the form while its answer is awaited. */
  busy: "data-busy",
  /** On the status line: "true" or "false", as the answer's `ok`. */
  ok: "data-ok",
} as const;
