import type { Route } from "./+types/about";
import { Picture } from "~/components/picture";
import { Prose } from "~/components/prose";
import { getPageHtml } from "~/features/pages/pages.server";
import { pageMeta } from "~/features/shell/meta";
import { siteConfig } from "~/site.config";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export function loader() {
  return { html: getPageHtml("about") };
}

/** Phone: stacked; tablet: portrait beside a narrow column; desktop: wide two-column card. */
export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-10 md:py-14">
      <div className="grid items-start gap-8 overflow-hidden surface-card p-6 md:grid-cols-[16rem_1fr] md:p-8 lg:grid-cols-[22rem_1fr] lg:gap-12 lg:p-12">
        <div className="mx-auto w-48 md:w-full">
          <Picture
            name="about/portrait"
            alt={`Illustration of ${siteConfig.authorName}`}
            sizes="(min-width: 1024px) 22rem, (min-width: 768px) 16rem, 12rem"
            className="rounded-2xl"
            priority
          />
        </div>
        <div>
          <h1 className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl md:text-left">
            About
          </h1>
          <p className="mt-1 text-center font-semibold text-muted md:text-left">
            {siteConfig.authorName} · blogger and content creator
          </p>
          <Prose html={loaderData.html} className="mt-6" />
        </div>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    page: "About",
    description: `About ${siteConfig.authorName}: blogger, content creator and gamer writing about technology, gaming and sports.`,
  });

/** The same page for every visitor: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
