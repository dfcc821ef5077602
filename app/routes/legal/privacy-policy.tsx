import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "~/components/legal-page";
import { getPageHtml } from "~/features/pages/pages.server";
import { pageMeta } from "~/features/shell/meta";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export function loader() {
  return { html: getPageHtml("privacy-policy") };
}

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Privacy Policy" html={loaderData.html} />;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    page: "Privacy Policy",
    description:
      "What this site collects, the cookies it sets, the outside services it uses and your rights.",
  });

/** The same page for every visitor: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
