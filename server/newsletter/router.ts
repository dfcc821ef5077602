import { Router, type NextFunction, type Request, type Response } from "express";
import { renderingAnswer } from "~/features/newsletter/answer-context.server";
import {
  answerMessage,
  answerStatus,
  answerTitle,
  type NewsletterAnswer,
} from "~/features/newsletter/answers";
import type { NewsletterJson } from "~/features/newsletter/contract";
import type { Newsletter } from "~/features/newsletter/newsletter.server";
import {
  confirm,
  confirmPage,
  MAX_FORM_BYTES,
  subscribe,
  unsubscribe,
  type NewsletterRequest,
} from "~/features/newsletter/requests.server";
import { runningNewsletter } from "~/features/newsletter/running.server";
import { themeFromCookie } from "~/features/theme/theme";
import { siteConfig } from "~/site.config";
import { discardRest, readBody } from "../http-guard";
import type { RenderPage } from "../page-cache";
import { requestOrigin } from "../request-origin";

/** The request as the newsletter's handlers see it: where it comes from, who sends it, its form. */
function requestOf(req: Request, publicOrigin: string): NewsletterRequest {
  return {
    ...requestOrigin(req, publicOrigin),
    clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
    contentType: req.headers["content-type"],
    body: async () => {
      const body = await readBody(req, MAX_FORM_BYTES);
      return body === "too-large" ? body : body.toString("utf8");
    },
  };
}

const tokenOf = (req: Request) =>
  new URLSearchParams(req.url.split("?")[1] ?? "").get("token") ?? "";

/**
 * Sends an answer: JSON to a request that asks for it (Accept: application/json), else the /newsletter
 * page rendered with it, for this request alone (no-store: neither the page cache nor a CDN keeps it).
 */
async function send(req: Request, res: Response, answer: NewsletterAnswer, render: RenderPage) {
  const status = answerStatus(answer);
  res.setHeader("Cache-Control", "no-store");
  if (answer.kind === "refused" && answer.retryAfter)
    res.setHeader("Retry-After", String(answer.retryAfter));
  if ((req.get("accept") ?? "").includes("application/json")) {
    const json: NewsletterJson = {
      ok: status < 400,
      title: answerTitle(answer),
      message: answerMessage(answer, siteConfig.brand),
    };
    res.status(status).json(json);
  } else {
    const theme = themeFromCookie(req.headers.cookie ?? null);
    const page = await renderingAnswer(answer, () => render("/newsletter", theme));
    res.status(status);
    for (const [name, value] of page.headers)
      if (name !== "content-length" && name !== "cache-control") res.append(name, value);
    res.send(Buffer.from(await page.arrayBuffer()));
  }
  if (status === 413) discardRest(req);
}

type Handler = (req: Request, newsletter: Newsletter | undefined) => Promise<NewsletterAnswer>;

/**
 * /newsletter's own answers: the sign-up (POST /newsletter), the confirmation link (GET: a page
 * with a button; POST confirms) and the unsubscribe link (GET: a page with a button; POST, the
 * button's or a mail client's one-click, unsubscribes). GET /newsletter itself is a page like any
 * other, served through the page cache. Each answer is a page of the site, its status the answer's.
 */
export function newsletterRouter(publicOrigin: string, render: RenderPage) {
  const router = Router();
  const answer = (handler: Handler) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      // A store that is down answers 503 pages, and is opened again on a later request.
      const newsletter = await runningNewsletter().catch(() => undefined);
      await send(req, res, await handler(req, newsletter), render);
    } catch (error) {
      next(error);
    }
  };
  router.post(
    "/",
    answer((req, newsletter) => subscribe(newsletter, requestOf(req, publicOrigin))),
  );
  router.get(
    "/confirm",
    answer((req, newsletter) => confirmPage(newsletter, tokenOf(req))),
  );
  router.post(
    "/confirm",
    answer((req, newsletter) => confirm(newsletter, requestOf(req, publicOrigin))),
  );
  router.get(
    "/unsubscribe",
    answer((req, newsletter) => unsubscribe(newsletter, tokenOf(req), false)),
  );
  // RFC 8058's one-click POST ("List-Unsubscribe=One-Click") comes from the mail provider: the
  // token in the address is its credential, whatever the body says (read and dropped).
  router.post(
    "/unsubscribe",
    answer(async (req, newsletter) => {
      await readBody(req, MAX_FORM_BYTES);
      return unsubscribe(newsletter, tokenOf(req), true);
    }),
  );
  return router;
}
