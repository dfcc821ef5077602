import type { Route } from "./+types/terms-and-conditions";
import { LegalPage } from "~/components/legal-page";
import { getPageHtml } from "~/features/pages/pages.server";
import { pageMeta } from "~/features/shell/meta";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export function loader() {
  return { html: getPageHtml("terms-and-conditions") };
}

export default function TermsAndConditionsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Terms and Conditions" html={loaderData.html} />;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    page: "Terms and Conditions",
    description: "The terms for using this site, its services and its gaming tournaments.",
  });

/** The same page for every visitor: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
