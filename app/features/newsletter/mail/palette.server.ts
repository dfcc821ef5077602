import css from "~/app.css?raw";

/** The colours a mail is painted with, one set per scheme, as hex (every mail client reads hex). */
export type MailColours = {
  bg: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  link: string;
};

export type MailPalette = {
  /** The site's brand colour (--color-brand): the mail's header bar and its button. */
  brand: string;
  light: MailColours;
  dark: MailColours;
};

const TOKENS = {
  bg: "--bg",
  surface: "--surface",
  text: "--text",
  muted: "--text-muted",
  border: "--border",
  link: "--link",
} as const;

/** The declarations of the first rule whose selector is exactly `selector`. */
function block(source: string, selector: string): string {
  const start = new RegExp(`(?:^|\\n)${selector.replace(".", "\\.")}\\s*\\{`).exec(source);
  if (!start) throw new Error(`app/app.css has no ${selector} rule`);
  const from = start.index + start[0].length;
  return source.slice(from, source.indexOf("}", from));
}

/** "rgb(29 78 216)" as "#1d4ed8". */
function hex(value: string, name: string): string {
  const match = /^rgb\((\d{1,3}) (\d{1,3}) (\d{1,3})\)$/.exec(value.trim());
  if (!match) throw new Error(`app/app.css: ${name} is not rgb(r g b): ${value}`);
  return `#${match
    .slice(1)
    .map((part) => Number(part).toString(16).padStart(2, "0"))
    .join("")}`;
}

function token(declarations: string, name: string): string {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(declarations);
  if (!match) throw new Error(`app/app.css: ${name} is not set`);
  return hex(match[1]!, name);
}

function colours(declarations: string): MailColours {
  return Object.fromEntries(
    Object.entries(TOKENS).map(([key, name]) => [key, token(declarations, name)]),
  ) as MailColours;
}

/**
 * The mail's palette, read from the site's own stylesheet (the theme tokens of :root and .dark,
 * the brand colour of @theme), so a mail always wears the site's colours: a change to app.css is
 * a change to the mails, with nothing to keep in step by hand.
 */
export function mailPalette(source: string = css): MailPalette {
  return {
    brand: token(block(source, "@theme"), "--color-brand"),
    light: colours(block(source, ":root")),
    dark: colours(block(source, ".dark")),
  };
}
