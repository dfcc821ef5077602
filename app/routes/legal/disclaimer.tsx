import type { Route } from "./+types/disclaimer";
import { LegalPage } from "~/components/legal-page";
import { getPageHtml } from "~/features/pages/pages.server";
import { pageMeta } from "~/features/shell/meta";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export function loader() {
  return { html: getPageHtml("disclaimer") };
}

export default function DisclaimerPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Disclaimer" html={loaderData.html} />;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    page: "Disclaimer",
    description:
      "What the articles, reviews, services and tournaments on this site are, and are not.",
  });

/** The same page for every visitor: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
