// How a card looks: 1200×630, the site's ink with its section colour swept in from the corner,
// Inter as on the pages, the brand's mark and name at the foot. A match shows both sides in their
// colours with the score between them. Drawn by satori (flexbox only, inline styles).
import type { ReactNode } from "react";
import { sectionColour, type Brand } from "./brand.server";
import type { CardSide, CardText } from "./card-text";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const SOFT_TEXT = "#cbd5e1";

/** The title's size: a short name fills the card, a long one still fits on three lines. */
function titleSize(title: string): number {
  if (title.length <= 18) return 96;
  if (title.length <= 32) return 76;
  if (title.length <= 56) return 62;
  return 50;
}

function Eyebrow({ text, colour }: { text: string; colour: string }) {
  // No eyebrow: an empty row keeps the title in the middle.
  if (!text) return <div style={{ display: "flex", height: 48 }} />;
  return (
    <div style={{ display: "flex" }}>
      <div
        style={{
          display: "flex",
          backgroundColor: colour,
          color: "#fff",
          fontSize: 26,
          fontWeight: 700,
          letterSpacing: 2,
          textTransform: "uppercase",
          padding: "10px 22px",
          borderRadius: 999,
        }}
      >
        {text}
      </div>
    </div>
  );
}

function Side({ side, align }: { side: CardSide; align: "flex-start" | "flex-end" }) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        alignItems: align,
        justifyContent: "space-between",
        width: 470,
        height: 250,
        boxSizing: "border-box",
        padding: "26px 32px",
        borderRadius: 28,
        backgroundColor: side.colour,
        color: "#fff",
        // The winner's side is underlined in the site's amber.
        borderBottom: side.won ? "10px solid #f59e0b" : "10px solid transparent",
      }}
    >
      <div
        style={{
          fontSize: side.name.length > 16 ? 38 : 46,
          fontWeight: 800,
          lineHeight: 1.1,
          textAlign: align === "flex-start" ? "left" : "right",
        }}
      >
        {side.name}
      </div>
      <div style={{ fontSize: side.score.length > 3 ? 64 : 108, fontWeight: 800, lineHeight: 1 }}>
        {side.score}
      </div>
    </div>
  );
}

function Middle({ text }: { text: CardText }) {
  if (text.sides) {
    const [one, two] = text.sides;
    return (
      <div style={{ display: "flex", flexDirection: "column", gap: 26 }}>
        <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <Side side={one} align="flex-start" />
          <div style={{ fontSize: 44, fontWeight: 800, color: SOFT_TEXT }}>v</div>
          <Side side={two} align="flex-end" />
        </div>
        <div style={{ fontSize: 34, fontWeight: 700, color: "#fff" }}>{text.line}</div>
      </div>
    );
  }
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 22 }}>
      <div
        style={{
          fontSize: titleSize(text.title),
          fontWeight: 800,
          lineHeight: 1.05,
          color: "#fff",
          letterSpacing: -1.5,
        }}
      >
        {text.title}
      </div>
      <div style={{ fontSize: 34, fontWeight: 500, lineHeight: 1.3, color: SOFT_TEXT }}>
        {text.line}
      </div>
    </div>
  );
}

/** The card's element tree for satori; `mark` is the brand's mark as a PNG data URL. */
export function cardElement(text: CardText, brand: Brand, mark: string): ReactNode {
  const colour = sectionColour(brand.palette, text.section);
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: "border-box",
        padding: "56px 64px 48px",
        backgroundColor: brand.palette.ink,
        backgroundImage: `linear-gradient(135deg, ${colour} 0%, ${brand.palette.ink} 58%)`,
        fontFamily: "Inter",
      }}
    >
      <Eyebrow text={text.eyebrow} colour={brand.palette.ink} />
      <Middle text={text} />
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
          <img src={mark} width={60} height={60} style={{ borderRadius: 14 }} />
          <div style={{ fontSize: 34, fontWeight: 800, color: "#fff", letterSpacing: -0.5 }}>
            {brand.name}
          </div>
        </div>
        <div
          style={{
            display: "flex",
            width: 180,
            height: 10,
            borderRadius: 5,
            backgroundColor: colour,
          }}
        />
      </div>
    </div>
  );
}
