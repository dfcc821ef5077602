import { AsyncLocalStorage } from "node:async_hooks";
import type { NewsletterAnswer } from "./answers";

/**
 * The answer a newsletter request is rendered with. Pages are rendered from their address alone
 * (nothing else of the request reaches React), so the handler that did the work hands its answer
 * to the /newsletter route's loader this way, for that one render only.
 */
const answers = new AsyncLocalStorage<NewsletterAnswer>();

/** Runs `render` with `answer` as the answer its /newsletter page shows. */
export function renderingAnswer<T>(answer: NewsletterAnswer, render: () => T): T {
  return answers.run(answer, render);
}

/** The answer being rendered, or undefined for the plain /newsletter page. */
export function currentAnswer(): NewsletterAnswer | undefined {
  return answers.getStore();
}
