import { useId } from "react";
import type { CricketScreen } from "~/features/tournaments/centre/match.server";
import { cell, DataTable } from "./data-table";

type Charts = NonNullable<CricketScreen["cricket"]["overCharts"]>;
type SideIndex = Charts["worm"][number]["side"];

// Drawn on the server as SVG in a 320 × 200 box that scales with its column; colours are the
// theme's variables, so both themes and the tournament's accent need nothing more. The side
// batting first is the accent and a solid line, the chasers muted and dashed: told apart without
// colour too.
const W = 320;
const H = 200;
const PAD = { left: 30, right: 12, top: 10, bottom: 24 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;
const BALLS_PER_OVER = 6;
const STROKE = ["stroke-[var(--accent)]", "stroke-[var(--text-muted)]"] as const;
const FILL = ["fill-[var(--accent)]", "fill-[var(--text-muted)]"] as const;
const SWATCH = [
  "border-solid border-[var(--accent)]",
  "border-dashed border-[var(--text-muted)]",
] as const;
const DASH = [undefined, "6 4"] as const;
const LABEL = "fill-[var(--text-muted)] text-[10px] tabular-nums";

/** A round top for the y axis: steps of 5, 10 or 20 runs, about four of them. */
function axis(max: number): { top: number; step: number } {
  const step = max <= 20 ? 5 : max <= 50 ? 10 : 20;
  return { top: Math.max(step, Math.ceil(max / step) * step), step };
}

/** The y axis's grid lines and run labels, and the x axis's over labels. */
function Axes({
  top,
  step,
  overs,
}: {
  top: number;
  step: number;
  overs: { label: string; x: number }[];
}) {
  const y = (runs: number) => PAD.top + PLOT_H * (1 - runs / top);
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  return (
    <g aria-hidden="true">
      {ticks.map((runs) => (
        <g key={runs}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(runs)}
            y2={y(runs)}
            className="stroke-[var(--border)]"
          />
          <text x={PAD.left - 4} y={y(runs) + 3} textAnchor="end" className={LABEL}>
            {runs}
          </text>
        </g>
      ))}
      {overs.map(({ label, x }) => (
        <text key={label} x={x} y={H - 8} textAnchor="middle" className={LABEL}>
          {label}
        </text>
      ))}
    </g>
  );
}

/** The two sides' names with the mark each has in the charts. */
function Legend({ sides }: { sides: { team: string; side: SideIndex }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
      {sides.map(({ team, side }) => (
        <li key={team} className="flex items-center gap-2">
          <span className={`w-6 border-t-[3px] ${SWATCH[side]}`} />
          <span translate="no">{team}</span>
        </li>
      ))}
    </ul>
  );
}

/** One chart: the SVG named by its caption, which says in words what it shows. */
function Chart({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <h3 className="font-bold">{title}</h3>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby={id}>
        {children}
      </svg>
      <figcaption id={id} className="text-sm text-muted">
        {summary}
      </figcaption>
    </figure>
  );
}

/** The worm: each side's runs after each over, a ring where a wicket fell. */
function Worm({ charts }: { charts: Charts }) {
  const { top, step } = axis(charts.maxScore);
  const x = (balls: number) => PAD.left + (PLOT_W * balls) / charts.balls;
  const y = (runs: number) => PAD.top + PLOT_H * (1 - runs / top);
  const overs = Array.from({ length: charts.balls / BALLS_PER_OVER + 1 }, (_, index) => ({
    label: `${index}`,
    x: x(index * BALLS_PER_OVER),
  }));
  return (
    <Chart title="Worm" summary={charts.wormSummary}>
      <Axes top={top} step={step} overs={overs} />
      {charts.worm.map((line) => (
        <g key={line.team} data-side={line.side}>
          <polyline
            points={line.points.map((point) => `${x(point.balls)},${y(point.runs)}`).join(" ")}
            fill="none"
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeDasharray={DASH[line.side]}
            className={STROKE[line.side]}
          />
          {line.falls.map((fall, index) => (
            <circle
              key={index}
              cx={x(fall.balls)}
              cy={y(fall.runs)}
              r={3.5}
              strokeWidth={2}
              className={`fill-[var(--surface)] ${STROKE[line.side]}`}
            />
          ))}
        </g>
      ))}
    </Chart>
  );
}

/** The Manhattan: each over's runs as a bar per side, a dot above it for each wicket. */
function Manhattan({ charts }: { charts: Charts }) {
  const { top, step } = axis(charts.maxOver);
  const count = charts.balls / BALLS_PER_OVER;
  const group = PLOT_W / count;
  const bar = (group * 0.7) / 2;
  const y = (runs: number) => PAD.top + PLOT_H * (1 - runs / top);
  const overs = Array.from({ length: count }, (_, index) => ({
    label: `${index + 1}`,
    x: PAD.left + group * (index + 0.5),
  }));
  return (
    <Chart title="Manhattan" summary={charts.manhattanSummary}>
      <Axes top={top} step={step} overs={overs} />
      {charts.manhattan.map((innings) => {
        const offset = charts.manhattan.length === 1 ? -bar / 2 : innings.side === 0 ? -bar : 0;
        return (
          <g key={innings.team} data-side={innings.side}>
            {innings.overs.map((over) => {
              const left = PAD.left + group * (over.over - 0.5) + offset;
              return (
                <g key={over.over}>
                  <rect
                    x={left + 1}
                    y={y(over.runs)}
                    width={bar - 2}
                    height={PAD.top + PLOT_H - y(over.runs)}
                    rx={2}
                    className={FILL[innings.side]}
                  />
                  {Array.from({ length: over.wickets ?? 0 }, (_, index) => (
                    <circle
                      key={index}
                      cx={left + bar / 2}
                      cy={y(over.runs) - 5 - index * 7}
                      r={2.6}
                      className="fill-[var(--text)]"
                    />
                  ))}
                </g>
              );
            })}
          </g>
        );
      })}
    </Chart>
  );
}

/** The charts' figures as a table per innings: each over's runs, wickets and the score after it. */
function OverTables({ charts }: { charts: Charts }) {
  return (
    <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,16rem),1fr))] items-start gap-4">
      {charts.tables.map((table) => (
        <DataTable key={table.team} caption={`${table.team}: over by over`}>
          <thead>
            <tr>
              {["Over", "Runs", "Wkts", "Score"].map((head) => (
                <th
                  key={head}
                  scope="col"
                  className={`${cell.th} ${head === "Over" ? "" : cell.num}`}
                >
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.over}>
                <th scope="row" className={`${cell.td} text-left font-semibold`}>
                  {row.over}
                </th>
                <td className={`${cell.td} ${cell.num}`}>{row.runs}</td>
                <td className={`${cell.td} ${cell.num}`}>{row.wickets ?? "–"}</td>
                <td className={`${cell.td} ${cell.num} font-bold`}>{row.score}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ))}
    </div>
  );
}

/** Over by over: the worm and the Manhattan side by side where there is room, then their figures. */
export function OverByOver({ charts }: { charts: Charts }) {
  return (
    <section aria-labelledby="over-by-over" className="flex flex-col gap-4">
      <h2 id="over-by-over" className="text-xl font-extrabold">
        Over by over
      </h2>
      <div className="flex flex-col gap-4 surface-card p-4 sm:p-5">
        <Legend sides={charts.worm} />
        <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,18rem),1fr))] gap-6">
          <Worm charts={charts} />
          <Manhattan charts={charts} />
        </div>
      </div>
      <OverTables charts={charts} />
    </section>
  );
}
