import type { Source } from "~/features/newsletter/store/schema";
import { siteConfig } from "~/site.config";
import { SubscribeForm } from "./subscribe-form";

/** The newsletter's sign-up on a page: a heading, what it is, the form. */
export function NewsletterCard({
  source,
  className = "",
  headingLevel = 2,
}: {
  source: Source;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `newsletter-heading-${source}`;
  return (
    <section aria-labelledby={headingId} className={`surface-card p-6 ${className}`}>
      <Heading id={headingId} className="text-xl font-bold">
        Get every new post by e-mail
      </Heading>
      <p className="mt-1 mb-4 text-muted">
        One mail when <span translate="no">{siteConfig.brand}</span> publishes a post: its title, a
        summary and the link. No tracking; unsubscribe from any mail in one step.
      </p>
      <SubscribeForm source={source} />
    </section>
  );
}
