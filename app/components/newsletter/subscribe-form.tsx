import { FIELDS, SUBSCRIBE_ACTION } from "~/features/newsletter/contract";
import type { Source } from "~/features/newsletter/store/schema";

const TONES = {
  /** On a card of the page (a post's end, the home page, the newsletter's pages). */
  card: {
    // A field as wide as a long address, not as the page: the button stays near it.
    row: "max-w-xl",
    input: "border-[var(--border)] bg-[var(--surface)] text-[var(--text)]",
    button: "bg-brand text-white hover:bg-brand-strong",
  },
  /** On the footer's section colour, whose text is white (ink on the services' green). */
  footer: {
    row: "",
    input: "border-white bg-white text-slate-900",
    button: "bg-ink text-white ring-1 ring-white/80 hover:bg-black",
  },
};

/**
 * The sign-up form: one e-mail field, a plain POST whose answer is a page, with or without
 * JavaScript. It has no behaviour: one that sent it in place cost a post page with code more
 * bytes than its behaviour budget has left (docs/decisions/017-newsletter.md). The same bytes on
 * every page (the page cache shares them): only its place (`source`) is in it, nothing of the
 * visitor's. The trap field is out of sight and out of the tab order; a bot that fills in every
 * field is refused.
 */
export function SubscribeForm({
  source,
  tone = "card",
  label = "Your e-mail address",
}: {
  source: Source;
  tone?: keyof typeof TONES;
  label?: string;
}) {
  const id = `newsletter-${source}`;
  const colours = TONES[tone];
  return (
    <form method="post" action={SUBSCRIBE_ACTION}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className={`mt-2 flex flex-wrap gap-2 ${colours.row}`}>
        <input
          id={id}
          type="email"
          name={FIELDS.email}
          required
          maxLength={254}
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          className={`min-w-0 flex-[1_1_12rem] rounded-full border px-4 py-2 ${colours.input}`}
        />
        <button type="submit" className={`rounded-full px-5 py-2 font-semibold ${colours.button}`}>
          Subscribe
        </button>
      </div>
      <input type="hidden" name={FIELDS.source} value={source} />
      <p aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          Leave this empty
          <input name={FIELDS.trap} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
    </form>
  );
}
