import { mailPalette, type MailColours } from "./palette.server";

const palette = mailPalette();
// Single quotes: it goes inside style="…" attributes.
const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
/** Text on the brand colour (its header bar and buttons): white, as on the site's brand buttons. */
const ON_BRAND = "#ffffff";

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}

/** The dark scheme's overrides, by class: clients that honour prefers-color-scheme (Apple Mail, iOS, Outlook on the Mac) or mark dark mode themselves (Outlook.com's [data-ogsc]). */
function darkRules(dark: MailColours, scope: string): string {
  return [
    `${scope}.m-bg{background:${dark.bg}!important}`,
    `${scope}.m-card{background:${dark.surface}!important;border-color:${dark.border}!important}`,
    `${scope}.m-text{color:${dark.text}!important}`,
    `${scope}.m-muted{color:${dark.muted}!important}`,
    `${scope}.m-link{color:${dark.link}!important}`,
  ].join("");
}

/** A link drawn as a button that every client shows (a padded, coloured link; no images, no VML). */
export function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0 8px"><tr><td style="border-radius:999px;background:${palette.brand}"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:${palette.brand};color:${ON_BRAND};font:700 16px/1.2 ${FONT};text-decoration:none">${escapeHtml(label)}</a></td></tr></table>`;
}

/** A paragraph in the body's text colour; `muted` for the small print. */
export function paragraph(html: string, { muted = false, size = 16 } = {}): string {
  const { text, muted: grey } = palette.light;
  return `<p class="${muted ? "m-muted" : "m-text"}" style="margin:0 0 14px;color:${muted ? grey : text};font:${size}px/1.6 ${FONT};overflow-wrap:anywhere;word-break:break-word">${html}</p>`;
}

/** A link in the site's link colour (both schemes); `quiet`: in the text's colour, not underlined (a heading that links). */
export function link(href: string, label: string, { quiet = false } = {}): string {
  const style = quiet
    ? `color:${palette.light.text};text-decoration:none`
    : `color:${palette.light.link}`;
  return `<a class="${quiet ? "m-text" : "m-link"}" href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;
}

export function heading(html: string): string {
  return `<h1 class="m-text" style="margin:0 0 12px;color:${palette.light.text};font:800 26px/1.25 ${FONT}">${html}</h1>`;
}

/**
 * A whole HTML mail: the brand's bar, one card, the small print below. Tables and inline styles
 * with the light scheme's colours, which every client shows; a <style> block repaints it in the
 * site's dark colours where the client is in dark mode. At most 600 px wide, and fluid below.
 */
export function mailDocument({
  brand,
  subject,
  preheader,
  body,
  footer,
}: {
  brand: string;
  subject: string;
  /** The line a mailbox shows after the subject. */
  preheader: string;
  body: string;
  footer: string;
}): string {
  const { light, dark } = palette;
  const style = `body{margin:0;padding:0;-webkit-text-size-adjust:100%}img{border:0;max-width:100%;height:auto}@media (prefers-color-scheme:dark){${darkRules(dark, "")}}${darkRules(dark, "[data-ogsc] ")}@media (max-width:600px){.m-pad{padding:20px!important}}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(subject)}</title><style>${style}</style></head>
<body class="m-bg" style="margin:0;padding:0;background:${light.bg}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="m-bg" style="background:${light.bg}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
<tr><td style="background:${palette.brand};color:${ON_BRAND};padding:16px 28px;border-radius:12px 12px 0 0;font:800 20px/1.2 ${FONT};letter-spacing:.02em">${escapeHtml(brand)}</td></tr>
<tr><td class="m-card m-pad" style="background:${light.surface};border:1px solid ${light.border};border-top:0;border-radius:0 0 12px 12px;padding:28px">
${body}
</td></tr>
<tr><td class="m-muted" style="padding:20px 12px;color:${light.muted};font:13px/1.6 ${FONT};text-align:center">${footer}</td></tr>
</table>
</td></tr></table>
</body></html>
`;
}
