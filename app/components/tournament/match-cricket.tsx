import { Fragment } from "react";
import type { CricketScreen } from "~/features/tournaments/centre/match.server";
import { cell, DataTable } from "./data-table";

type Cricket = CricketScreen["cricket"];
type Card = Cricket["innings"][number];

/** Header cells with an abbreviation each ("SR", "Strike rate"), after the name's column. */
function AbbreviatedHeads({ columns }: { columns: readonly (readonly [string, string])[] }) {
  return columns.map(([short, full]) => (
    <th key={short} scope="col" className={`${cell.th} ${cell.num}`}>
      <abbr title={full} className="no-underline">
        {short}
      </abbr>
    </th>
  ));
}

/** A batter's or bowler's name in the sticky column, linked to the player's page. */
function PlayerName({ line }: { line: { player: string; href: string } }) {
  return (
    <th scope="row" className={`${cell.td} ${cell.sticky} text-left font-semibold`}>
      <a href={line.href} className="link-inline">
        {line.player}
      </a>
    </th>
  );
}

const BATTING_COLUMNS = [
  ["R", "Runs"],
  ["B", "Balls"],
  ["SR", "Strike rate"],
] as const;

/** The batting card: each batter's runs, balls and strike rate, then the extras and the total. */
function BattingCard({ card }: { card: Card }) {
  return (
    <DataTable caption={`${card.team} batting`}>
      <thead>
        <tr>
          <th scope="col" className={`${cell.th} ${cell.sticky}`}>
            Batter
          </th>
          <AbbreviatedHeads columns={BATTING_COLUMNS} />
        </tr>
      </thead>
      <tbody>
        {card.batting.map((line) => (
          <tr key={line.player}>
            <PlayerName line={line} />
            <td className={`${cell.td} ${cell.num} font-extrabold`}>{line.runs}</td>
            <td className={`${cell.td} ${cell.num}`}>{line.balls ?? "–"}</td>
            <td className={`${cell.td} ${cell.num} text-muted`}>{line.strikeRateText}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className={`${cell.td} ${cell.sticky} text-left font-semibold`}>
            Extras
          </th>
          <td className={`${cell.td} ${cell.num}`}>{card.extras}</td>
          <td className={cell.td} colSpan={2} />
        </tr>
        <tr className={cell.highlighted}>
          <th scope="row" className={`${cell.td} ${cell.sticky} text-left font-extrabold`}>
            Total
          </th>
          <td className={`${cell.td} ${cell.num} font-extrabold`}>{card.score}</td>
          <td className={`${cell.td} ${cell.num}`}>{card.balls}</td>
          <td className={`${cell.td} ${cell.num} text-muted`}>RR {card.runRateText}</td>
        </tr>
      </tfoot>
    </DataTable>
  );
}

const BOWLING_COLUMNS = [
  ["O", "Overs"],
  ["R", "Runs conceded"],
  ["W", "Wickets"],
  ["Econ", "Economy: runs per over"],
] as const;
const BOWLING_COLUMNS_NO_OVERS = [
  ["R", "Runs conceded"],
  ["W", "Wickets"],
] as const;

/** The other side's bowling card: runs and wickets, with overs and economy when the record gives each bowler's overs. */
function BowlingCard({ card, bowlingSide }: { card: Card; bowlingSide: string }) {
  return (
    <DataTable caption={`${bowlingSide} bowling`}>
      <thead>
        <tr>
          <th scope="col" className={`${cell.th} ${cell.sticky}`}>
            Bowler
          </th>
          <AbbreviatedHeads
            columns={card.bowlerOversKnown ? BOWLING_COLUMNS : BOWLING_COLUMNS_NO_OVERS}
          />
        </tr>
      </thead>
      <tbody>
        {card.bowling.map((line) => (
          <tr key={line.player}>
            <PlayerName line={line} />
            {card.bowlerOversKnown ? (
              <td className={`${cell.td} ${cell.num}`}>{line.oversText}</td>
            ) : null}
            <td className={`${cell.td} ${cell.num}`}>{line.runs ?? "–"}</td>
            <td className={`${cell.td} ${cell.num} font-extrabold`}>{line.wickets}</td>
            {card.bowlerOversKnown ? (
              <td className={`${cell.td} ${cell.num} text-muted`}>{line.economyText}</td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** One innings: the batting card (runs, balls, strike rate, extras, total) and the bowling card of the other side. */
export function InningsCard({
  card,
  number,
  bowlingSide,
}: {
  card: Card;
  number: 1 | 2;
  bowlingSide: string;
}) {
  const id = `innings-${number}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2
        id={id}
        className="flex flex-wrap items-baseline justify-between gap-x-3 text-xl font-extrabold"
      >
        <span>
          <span translate="no">{card.team}</span> innings
        </span>
        <span className="text-base font-bold tabular-nums">
          {card.score} <span className="font-semibold text-muted">({card.overs} ov)</span>
        </span>
      </h2>
      {/* Side by side only where each card gets 24rem, enough for its last column (SR, Econ) in view; stacked otherwise. */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,24rem),1fr))] items-start gap-4">
        <BattingCard card={card} />
        <BowlingCard card={card} bowlingSide={bowlingSide} />
      </div>
      {card.fallOfWickets ? (
        <p className="text-sm">
          <span className="font-bold">Fall of wickets:</span>{" "}
          {card.fallOfWickets.map((fall, index) => (
            <Fragment key={fall}>
              {index > 0 ? ", " : null}
              <span className="whitespace-nowrap">{fall}</span>
            </Fragment>
          ))}
        </p>
      ) : null}
      <p className="text-sm text-muted">
        {!card.bowlerOversKnown
          ? "Overs per bowler are not in the record, so no bowler's economy is given."
          : card.oversByRuns
            ? "Each bowler's overs follow from the runs per over: one sharing of the overs alone fits the bowlers' runs and wickets (in the order they came on, none bowling two overs running)."
            : "Each bowler bowled one over (as many bowlers as overs begun), in the order listed; the last listed bowled the last."}{" "}
        The attack bowled {card.overs} overs at {card.runRateText} an over.
      </p>
    </section>
  );
}

const WIDTH = 320;
const BAR = 22;

/** The two innings' run rates as bars against the rate the chase needed, with the figures as text beside them. */
export function RunRates({ rates }: { rates: Cricket["rates"] }) {
  const rows = [rates.first, rates.second];
  const max = Math.max(rates.required, ...rows.map((row) => row.rate)) * 1.1;
  const x = (rate: number) => (rate / max) * WIDTH;
  const height = rows.length * (BAR + 14) + 20;
  return (
    <section aria-labelledby="run-rates" className="surface-card p-5">
      <h2 id="run-rates" className="text-xl font-extrabold">
        Run rates
      </h2>
      <figure className="mt-3">
        <svg
          viewBox={`0 0 ${WIDTH} ${height}`}
          className="h-auto w-full"
          role="img"
          aria-labelledby="run-rates-text"
        >
          {rows.map((row, index) => (
            <rect
              key={row.team}
              x={0}
              y={index * (BAR + 14)}
              width={x(row.rate)}
              height={BAR}
              rx={4}
              className={index === 0 ? "fill-[var(--accent)]" : "fill-[var(--text-muted)]"}
            />
          ))}
          <line
            x1={x(rates.required)}
            x2={x(rates.required)}
            y1={0}
            y2={height - 14}
            className="stroke-[var(--text)]"
            strokeWidth={2}
            strokeDasharray="4 3"
          />
          <text
            x={Math.min(x(rates.required), WIDTH - 4)}
            y={height - 2}
            textAnchor="end"
            className="fill-[var(--text)] text-[11px] font-semibold"
          >
            needed {rates.requiredText}
          </text>
        </svg>
        <figcaption id="run-rates-text" className="mt-3">
          <ul className="grid gap-1 text-sm">
            {rows.map((row, index) => (
              <li key={row.team} className="flex items-center justify-between gap-3">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className={`size-3 rounded-sm ${index === 0 ? "bg-[var(--accent)]" : "bg-[var(--text-muted)]"}`}
                  />
                  <span translate="no">{row.team}</span>
                </span>
                <span className="font-bold tabular-nums">{row.text} an over</span>
              </li>
            ))}
            <li className="flex items-center justify-between gap-3 text-muted">
              <span>Needed from the first ball of the chase (target {rates.target})</span>
              <span className="font-bold tabular-nums">{rates.requiredText}</span>
            </li>
          </ul>
        </figcaption>
      </figure>
    </section>
  );
}
