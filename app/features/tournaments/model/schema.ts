import { z } from "zod";
import { ContentError, zodProblems } from "~/features/content/problems";

// One schema per kind of tournament content. The shapes hold results only: tables, qualification
// marks, NRR and leaderboards are computed from them (figures/), never typed in.
// Objects are strict: a misspelt field is an error (the editor's JSON Schema says so too).

export const UCC_GROUPS = ["A", "B", "C", "D"] as const;
export type UccGroup = (typeof UCC_GROUPS)[number];

export const CONTINENTS = ["America", "Asia", "Europe", "Oceania"] as const;

export const UCC_KNOCKOUT_STAGES = [
  "Quarterfinal 1",
  "Quarterfinal 2",
  "Quarterfinal 3",
  "Quarterfinal 4",
  "Semifinal 1",
  "Semifinal 2",
  "Grand Final",
] as const;
export const UCC_STAGES = [
  ...UCC_GROUPS.map((group) => `Group ${group}` as const),
  ...UCC_KNOCKOUT_STAGES,
] as const;
export type UccStage = (typeof UCC_STAGES)[number];
export type UccKnockoutStage = (typeof UCC_KNOCKOUT_STAGES)[number];

/** "Match 3 · 14 Jun 2025" or "Semifinal 1 · 5 Jul 2025": a label, a middle dot, a day. */
const DATE_TEXT =
  /^(Match \d{1,2}|Quarterfinal [1-4]|Semifinal [12]|Grand Final) · [1-9]\d? (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 20\d\d$/;
const dateText = z
  .string()
  .regex(
    DATE_TEXT,
    'a label and a day, e.g. "Match 3 · 14 Jun 2025" or "Grand Final · 12 Jul 2025"',
  );
const name = z.string().trim().min(2).max(60);
const count = z.number().int().nonnegative();
/** A match's own video, once the owner has it; until then its Watch button searches the channel for the match. */
const watch = z
  .url({ protocol: /^https$/, message: "an https URL" })
  .optional()
  .describe(
    "The match's video (e.g. https://www.youtube.com/watch?v=…); without it, the Watch button searches the channel for the match",
  );
/** A qualifiers match that was streamed, though its video is not named yet: its Watch button searches the channel. */
const streamed = z
  .literal(true)
  .optional()
  .describe(
    "The match was streamed on the channel: its Watch button searches the channel for it until `watch` names the video",
  );

export const uccTeamSchema = z.strictObject({
  name,
  group: z.enum(UCC_GROUPS),
  continent: z.enum(CONTINENTS),
  country: name,
  /** Credited with the team's clean sheets. */
  goalkeeper: name,
  /** The outfield players who may score or assist. */
  players: z.array(name).min(1),
});
export type UccTeam = z.infer<typeof uccTeamSchema>;

export const goalEventSchema = z.strictObject({
  team: name,
  scorer: name,
  assist: name.nullable(),
  /** 1–90 in normal time (stoppage time counts as 45 or 90), 91–120 in extra time. */
  minute: z.number().int().min(1).max(120).optional(),
});
export type GoalEvent = z.infer<typeof goalEventSchema>;

export const uccMatchSchema = z.strictObject({
  date: dateText,
  stage: z.enum(UCC_STAGES),
  team1: name,
  team2: name,
  /** Goals after 90 minutes, or after 120 when the match went to extra time. */
  goals1: count,
  goals2: count,
  extraTime: z.boolean().optional(),
  /** The shoot-out, only when level after extra time. */
  penalties: z.strictObject({ team1: count, team2: count }).optional(),
  events: z.array(goalEventSchema),
  watch,
});
export type UccMatch = z.infer<typeof uccMatchSchema>;

export const uccSeasonSchema = z.strictObject({
  year: z.number().int().min(2000).max(2100),
  teams: z.array(uccTeamSchema).min(2),
  /** Empty for a season whose draw is made but whose matches are not played yet. */
  matches: z.array(uccMatchSchema),
});
export type UccSeason = z.infer<typeof uccSeasonSchema>;
export type UccSeasonInput = z.input<typeof uccSeasonSchema>;

export const CSC_LEAGUES = {
  BPL: "Bangladesh Premier League",
  BBL: "Big Bash League",
  CPL: "Caribbean Premier League",
  IPL: "Indian Premier League",
  PSL: "Pakistan Super League",
  TH: "The Hundred",
} as const;
export type CscLeagueCode = keyof typeof CSC_LEAGUES;
const leagueCodes = Object.keys(CSC_LEAGUES) as [CscLeagueCode, ...CscLeagueCode[]];

export const cscTeamSchema = z
  .object({
    name,
    country: name,
    leagueCode: z.enum(leagueCodes),
    league: z.enum(Object.values(CSC_LEAGUES) as [string, ...string[]]),
  })
  .refine((team) => CSC_LEAGUES[team.leagueCode] === team.league, {
    message: "league does not match leagueCode",
    path: ["league"],
  });
export type CscTeam = z.infer<typeof cscTeamSchema>;

export const MAX_BALLS = 30;
export const MAX_WICKETS = 5;

/** The bare score of one innings; enough for a table and NRR. */
export const inningsScoreSchema = z.strictObject({
  team: name,
  runs: count,
  wickets: count.max(MAX_WICKETS),
  /** Legal balls bowled: 5 overs at most. */
  balls: count.min(1).max(MAX_BALLS),
});
export type InningsScore = z.infer<typeof inningsScoreSchema>;

export const inningsSchema = inningsScoreSchema.extend({
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
    .max(MAX_BALLS / 6),
});
export type Innings = z.infer<typeof inningsSchema>;

const CSC_DATE_TEXT =
  /^(Match \d{1,2}|Grand Final) · [1-9]\d? (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 20\d\d$/;

export const CSC_STAGES = ["League", "Grand Final"] as const;

export const cscMatchSchema = z.strictObject({
  date: z
    .string()
    .regex(
      CSC_DATE_TEXT,
      'a label and a day, e.g. "Match 7 · 14 Sep 2025" or "Grand Final · 28 Sep 2025"',
    ),
  stage: z.enum(CSC_STAGES),
  /** Batting first, then the chase. */
  innings: z.tuple([inningsSchema, inningsSchema]),
  watch,
});
export type CscMatch = z.infer<typeof cscMatchSchema>;

export const cscSeasonSchema = z.strictObject({
  year: z.number().int().min(2000).max(2100),
  teams: z.array(cscTeamSchema).min(2),
  matches: z.array(cscMatchSchema),
});
export type CscSeason = z.infer<typeof cscSeasonSchema>;
export type CscSeasonInput = z.input<typeof cscSeasonSchema>;

const QUALIFIERS_YEAR = /^20\d\d Q$/;
const qualifierDate = z
  .string()
  .regex(
    /^[1-9]\d? (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 20\d\d$/,
    'a day, e.g. "3 Mar 2026"',
  );
const qualifierTeam = z.strictObject({ name, country: name });

export const uccQualifierFixtureSchema = z.strictObject({
  team1: name,
  team2: name,
  date: qualifierDate,
  /** Absent until the match is played. */
  result: z.strictObject({ goals1: count, goals2: count }).optional(),
  watch,
  streamed,
});
export type UccQualifierFixture = z.infer<typeof uccQualifierFixtureSchema>;

export const cscQualifierFixtureSchema = z.strictObject({
  team1: name,
  team2: name,
  date: qualifierDate,
  /** Batting first, then the chase; absent until the match is played. */
  result: z.tuple([inningsScoreSchema, inningsScoreSchema]).optional(),
  watch,
  streamed,
});
export type CscQualifierFixture = z.infer<typeof cscQualifierFixtureSchema>;

function qualifiersSchema<F extends z.ZodType>(fixture: F) {
  return z.strictObject({
    year: z.string().regex(QUALIFIERS_YEAR, 'a year followed by " Q", e.g. "2026 Q"'),
    groups: z
      .array(
        z.strictObject({
          group: z.number().int().min(1).max(9),
          teams: z.array(qualifierTeam).min(2),
          fixtures: z.array(fixture),
        }),
      )
      .min(1),
  });
}
export const uccQualifiersSchema = qualifiersSchema(uccQualifierFixtureSchema);
export type UccQualifiers = z.infer<typeof uccQualifiersSchema>;
export type UccQualifiersInput = z.input<typeof uccQualifiersSchema>;
export const cscQualifiersSchema = qualifiersSchema(cscQualifierFixtureSchema);
export type CscQualifiers = z.infer<typeof cscQualifiersSchema>;
export type CscQualifiersInput = z.input<typeof cscQualifiersSchema>;

/** Parses one content file's data; a failure names the file and every bad field. */
export function parseContent<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(zodProblems(file, result.error, "(root)"));
}
