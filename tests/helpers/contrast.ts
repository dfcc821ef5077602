// WCAG 2 contrast between two colours as the browser computes them ("rgb(180, 83, 9)").

type Rgb = [number, number, number];

/** The red, green and blue of a computed colour: rgb(…) or rgba(…) with an opaque alpha. */
function parseRgb(colour: string): Rgb {
  const match =
    /^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)(?:,\s*([\d.]+))?\)$/.exec(
      colour.trim(),
    );
  if (!match) throw new Error(`not an rgb() colour: ${colour}`);
  if (match[4] !== undefined && Number(match[4]) !== 1) throw new Error(`not opaque: ${colour}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two computed colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(parseRgb(a)), luminance(parseRgb(b))].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The solid rings of a computed box-shadow (no offset, no blur, a spread of at least 1px), as
 * Tailwind's ring utilities draw them: their colours.
 */
export function ringColours(boxShadow: string): string[] {
  const shadows = boxShadow.split(/,(?![^(]*\))/).map((shadow) => shadow.trim());
  return shadows.flatMap((shadow) => {
    const match = /^(rgba?\([^)]*\))\s+0px\s+0px\s+0px\s+(\d+(?:\.\d+)?)px$/.exec(shadow);
    return match && Number(match[2]) >= 1 ? [match[1]!] : [];
  });
}
