// A football tournament's season file (tournaments/<id>/YYYY.yaml of a football tournament): its
// clubs in groups, and every match with its goals. Groups, then knockouts (fields.ts: the rest).
import { z } from "zod";
import { count, kickoff, name, status, watch } from "./fields";
import { matchDateSchema } from "./match-date";

export const FOOTBALL_GROUPS = ["A", "B", "C", "D"] as const;
export type FootballGroup = (typeof FOOTBALL_GROUPS)[number];

export const CONTINENTS = ["America", "Asia", "Europe", "Oceania"] as const;

export const FOOTBALL_KNOCKOUT_STAGES = [
  "Quarterfinal 1",
  "Quarterfinal 2",
  "Quarterfinal 3",
  "Quarterfinal 4",
  "Semifinal 1",
  "Semifinal 2",
  "Grand Final",
] as const;
const FOOTBALL_STAGES = [
  ...FOOTBALL_GROUPS.map((group) => `Group ${group}` as const),
  ...FOOTBALL_KNOCKOUT_STAGES,
] as const;
export type FootballStage = (typeof FOOTBALL_STAGES)[number];
export type FootballKnockoutStage = (typeof FOOTBALL_KNOCKOUT_STAGES)[number];

/** "Match 3 · 14 Jun 2025" or "Semifinal 1 · 5 Jul 2025": a group match's number or a knockout's stage, then the day. */
const date = matchDateSchema(
  "Match \\d{1,2}|Quarterfinal [1-4]|Semifinal [12]|Grand Final",
  '"Match 3 · 14 Jun 2025" or "Grand Final · 12 Jul 2025"',
);

export const footballTeamSchema = z.strictObject({
  name,
  group: z.enum(FOOTBALL_GROUPS),
  continent: z.enum(CONTINENTS),
  country: name,
  /** Credited with the team's clean sheets. */
  goalkeeper: name,
  /** The outfield players who may score or assist. */
  players: z.array(name).min(1),
});

/** 1–90 in normal time (stoppage time counts as 45 or 90), 91–120 in extra time. */
const minute = z.number().int().min(1).max(120);

const goalEventSchema = z.strictObject({
  team: name,
  scorer: name,
  assist: name.nullable(),
  minute: minute.optional(),
});

const cardEventSchema = z.strictObject({
  team: name,
  player: name,
  card: z.enum(["yellow", "red"]),
  minute,
});

const substitutionSchema = z.strictObject({
  team: name,
  /** The player who comes off, then the one who comes on. */
  off: name,
  on: name,
  minute,
});

export const footballMatchSchema = z.strictObject({
  date,
  stage: z.enum(FOOTBALL_STAGES),
  team1: name,
  team2: name,
  /** Goals after 90 minutes, or after 120 when the match went to extra time. */
  goals1: count,
  goals2: count,
  extraTime: z.boolean().optional(),
  /** The shoot-out, only when level after extra time. */
  penalties: z.strictObject({ team1: count, team2: count }).optional(),
  events: z.array(goalEventSchema),
  /** Bookings, in any order (the timeline sorts by minute). */
  cards: z.array(cardEventSchema).optional(),
  substitutions: z.array(substitutionSchema).optional(),
  watch,
  status,
  kickoff,
  /** A live match's minute so far (stoppage time counts as 45 or 90); only while live. */
  minute: minute.optional().describe("While live: the minute being played, e.g. 67"),
});
export type FootballMatch = z.infer<typeof footballMatchSchema>;

export const footballSeasonSchema = z.strictObject({
  year: z.number().int().min(2000).max(2100),
  teams: z.array(footballTeamSchema).min(2),
  /** Empty for a season whose draw is made but whose matches are not played yet. */
  matches: z.array(footballMatchSchema),
});
export type FootballSeason = z.infer<typeof footballSeasonSchema>;
