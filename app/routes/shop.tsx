import type { Route } from "./+types/shop";
import { pageMeta } from "~/features/shell/meta";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export default function ShopPage() {
  return (
    <section className="container-page grid min-h-[50vh] place-items-center py-16 text-center">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Shop</h1>
        <p className="mt-6 text-2xl font-bold text-[var(--danger)]">NO PRODUCTS</p>
        <p className="mt-3 text-muted">Nothing for sale yet. Check back soon.</p>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    page: "Shop",
    description: "The shop: merchandise and digital goods will appear here. No products yet.",
  });

/** The same page for every visitor: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
