import type { Route } from "./+types/contact";
import { MailIcon } from "~/components/shell/icons";
import { pageMeta } from "~/features/shell/meta";
import { siteConfig } from "~/site.config";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export default function ContactPage() {
  return (
    <section className="container-page grid min-h-[50vh] place-items-center py-16 text-center">
      <div className="w-full max-w-xl surface-card p-8">
        <h1 className="text-3xl font-extrabold tracking-widest sm:text-4xl">CONTACT</h1>
        <p className="mt-3 text-muted">For support, feedback or collaborations, write to:</p>
        <p className="mt-5 flex items-center justify-center gap-2 text-lg font-semibold sm:text-xl">
          <MailIcon className="size-6 shrink-0" />
          <span className="break-all">{siteConfig.supportEmail}</span>
        </p>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    page: "Contact",
    description: `Contact ${siteConfig.brand}: the support e-mail address for questions and feedback.`,
  });

/** The same page for every visitor: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
