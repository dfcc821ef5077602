// A cricket tournament's season file: its franchises and every match's two innings (fields.ts:
// the pieces both sports share).
import { z } from "zod";
import { count, kickoff, liveStatus, name, watch } from "./fields";
import { matchDateSchema } from "./match-date";

export const CRICKET_LEAGUES = {
  BPL: "Bangladesh Premier League",
  BBL: "Big Bash League",
  CPL: "Caribbean Premier League",
  IPL: "Indian Premier League",
  PSL: "Pakistan Super League",
  TH: "The Hundred",
} as const;
export type CricketLeagueCode = keyof typeof CRICKET_LEAGUES;
const leagueCodes = Object.keys(CRICKET_LEAGUES) as [CricketLeagueCode, ...CricketLeagueCode[]];

export const cricketTeamSchema = z
  .object({
    name,
    country: name,
    leagueCode: z.enum(leagueCodes),
    league: z.enum(Object.values(CRICKET_LEAGUES) as [string, ...string[]]),
  })
  .refine((team) => CRICKET_LEAGUES[team.leagueCode] === team.league, {
    message: "league does not match leagueCode",
    path: ["league"],
  });

export const MAX_BALLS = 30;
export const MAX_WICKETS = 5;
export const BALLS_PER_OVER = 6;

/** The bare score of one innings; enough for a table and NRR. */
export const inningsScoreSchema = z.strictObject({
  team: name,
  runs: count,
  wickets: count.max(MAX_WICKETS),
  /** Legal balls bowled: 5 overs at most. */
  balls: count.min(1).max(MAX_BALLS),
});
export type InningsScore = z.infer<typeof inningsScoreSchema>;

/** A ball of an innings as scorecards write it, over.ball: 2.6 is the sixth legal ball of the third over. */
export type BallAt = {
  /** "2.6", as written. */
  text: string;
  /** Overs completed before it: 2. */
  over: number;
  /** Its legal ball in that over, 1–6. */
  ball: number;
  /** Legal balls bowled once it was: 18. */
  balls: number;
};

/** Reads 2.6 as the sixth ball of the third over; undefined when it is not over.ball with a ball of 1–6. */
export function parseBallAt(value: number): BallAt | undefined {
  const tenths = Math.round(value * 10);
  if (Math.abs(value * 10 - tenths) > 1e-9 || tenths < 0) return undefined;
  const over = Math.floor(tenths / 10);
  const ball = tenths % 10;
  if (ball < 1 || ball > BALLS_PER_OVER) return undefined;
  return { text: `${over}.${ball}`, over, ball, balls: over * BALLS_PER_OVER + ball };
}

const ballAtSchema = z
  .number()
  .refine((value) => parseBallAt(value) !== undefined, {
    message: "over.ball, the ball from 1 to 6, e.g. 2.6 for the sixth ball of the third over",
  })
  .transform((value) => parseBallAt(value)!);

const fallOfWicketSchema = z.strictObject({
  /** The batting side's runs when the wicket fell. */
  score: count,
  over: ballAtSchema.describe("The ball it fell on, over.ball: 2.6 is the third over's sixth ball"),
  /** The batter out, as the batting card names them. */
  batter: name,
});
export type FallOfWicket = z.infer<typeof fallOfWicketSchema>;

const perOver = z
  .array(count)
  .min(1)
  .max(MAX_BALLS / BALLS_PER_OVER);

const inningsSchema = inningsScoreSchema.extend({
  batting: z
    .array(z.strictObject({ player: name, runs: count, balls: count.optional() }))
    .min(1)
    .max(MAX_WICKETS + 2),
  /** The fielding side's bowlers; run-outs credit nobody, byes and leg byes no bowler. */
  bowling: z
    .array(
      z.strictObject({ player: name, wickets: count.max(MAX_WICKETS), runs: count.optional() }),
    )
    .min(1)
    .max(MAX_BALLS / BALLS_PER_OVER),
  /** Each wicket in the order it fell: the score, the ball, the batter out. */
  fallOfWickets: z.array(fallOfWicketSchema).max(MAX_WICKETS).optional(),
  runsPerOver: perOver
    .optional()
    .describe(
      "The runs of each over in order, extras included (wides, no-balls, byes, leg byes): they add up to the innings' runs",
    ),
  wicketsPerOver: perOver
    .optional()
    .describe("The wickets that fell in each over, in order (run-outs too)"),
});
export type Innings = z.infer<typeof inningsSchema>;

const CRICKET_STAGES = ["League", "Grand Final"] as const;

export const cricketMatchSchema = z.strictObject({
  /** "Match 7 · 14 Sep 2025" or "Grand Final · 28 Sep 2025": a league match's number or the final, then the day. */
  date: matchDateSchema(
    "Match \\d{1,2}|Grand Final",
    '"Match 7 · 14 Sep 2025" or "Grand Final · 28 Sep 2025"',
  ),
  stage: z.enum(CRICKET_STAGES),
  /** Batting first, then the chase. */
  innings: z.tuple([inningsSchema, inningsSchema]),
  watch,
  status: liveStatus,
  kickoff,
  /** A live match's over and ball so far, "14.3" (the 3rd ball of the 15th over); only while live. */
  over: z
    .string()
    .regex(/^(0|[1-9]\d?)\.[0-5]$/, 'overs and balls, e.g. "14.3"')
    .optional()
    .describe("While live: the overs and balls bowled so far in the current innings, e.g. 14.3"),
});
export type CricketMatch = z.infer<typeof cricketMatchSchema>;

/** The two sides of a cricket match: the side that batted first, then the chasers. */
export function cricketSides(match: CricketMatch): { team1: string; team2: string } {
  return { team1: match.innings[0].team, team2: match.innings[1].team };
}

export const cricketSeasonSchema = z.strictObject({
  year: z.number().int().min(2000).max(2100),
  teams: z.array(cricketTeamSchema).min(2),
  matches: z.array(cricketMatchSchema),
});
export type CricketSeason = z.infer<typeof cricketSeasonSchema>;
