import { data } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterCard } from "~/components/newsletter/newsletter-card";
import { currentAnswer } from "~/features/newsletter/answer-context.server";
import {
  answerMessage,
  answerStatus,
  answerTitle,
  type NewsletterAnswer,
} from "~/features/newsletter/answers";
import { FIELDS } from "~/features/newsletter/contract";
import { pageMeta } from "~/features/shell/meta";
import { sharedPageHeaders } from "~/utils/page-headers.server";
import { siteConfig } from "~/site.config";

/**
 * /newsletter: the sign-up page, the same for everyone. The newsletter's handlers render their
 * answers through it too (a sign-up, a confirmation, an unsubscribe, a refusal), each for the one
 * request that asked, never kept: no-store, and the status of the answer.
 */
export function loader() {
  const answer = currentAnswer();
  if (!answer) return { answer: null };
  return data(
    { answer },
    { status: answerStatus(answer), headers: { "Cache-Control": "no-store" } },
  );
}

const BUTTON =
  "mt-6 inline-block rounded-full bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-strong";

/** The answer's own action: the button that confirms or unsubscribes, or a form to sign up (again). */
function AnswerAction({ answer }: { answer: NewsletterAnswer }) {
  switch (answer.kind) {
    case "confirm":
      return (
        <form method="post" action="/newsletter/confirm">
          <input type="hidden" name={FIELDS.token} value={answer.token} />
          <button type="submit" className={BUTTON}>
            Confirm subscription
          </button>
        </form>
      );
    case "unsubscribe":
      return (
        <form method="post" action={`/newsletter/unsubscribe?token=${answer.token}`}>
          <button type="submit" className={BUTTON}>
            Unsubscribe
          </button>
        </form>
      );
    case "check-inbox":
    case "confirmed":
      return (
        <a href="/blogs" className={BUTTON}>
          Read the blog
        </a>
      );
    case "unsubscribed":
    case "refused":
      return (
        <NewsletterCard
          source={answer.kind === "refused" ? "newsletter" : "unsubscribed"}
          className="mt-8"
        />
      );
  }
}

export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const { answer } = loaderData;
  return (
    <section className="container-page max-w-2xl py-12 md:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {answer ? answerTitle(answer) : "Newsletter"}
      </h1>
      {answer ? (
        <>
          <p className="mt-4 text-lg">{answerMessage(answer, siteConfig.brand)}</p>
          <AnswerAction answer={answer} />
        </>
      ) : (
        <>
          <p className="mt-4 text-lg">
            An e-mail for every new post on <span translate="no">{siteConfig.brand}</span>, sent by
            the site itself: no outside service, no tracking pixel, no rewritten links.
          </p>
          <NewsletterCard source="newsletter" className="mt-8" />
          <p className="mt-6 text-sm text-muted">
            What is kept (your address, its state, when and where you signed up) and why: the{" "}
            <a href="/privacy-policy" className="text-[var(--link)] underline">
              privacy policy
            </a>
            .
          </p>
        </>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const answer = args.data?.answer;
  if (!answer)
    return pageMeta(args, {
      page: "Newsletter",
      description: `An e-mail for every new post on ${siteConfig.brand}: double opt-in, no tracking, unsubscribe in one step.`,
    });
  return pageMeta(args, {
    page: answerTitle(answer),
    description: answerMessage(answer, siteConfig.brand),
    extra: [{ name: "robots", content: "noindex" }],
  });
};

/** The plain page is the same for every visitor; an answer carries its own no-store. */
export const headers = sharedPageHeaders;
