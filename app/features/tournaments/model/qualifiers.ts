// The qualifiers of a year (tournaments/<id>/YYYY-q.yaml): groups of teams playing for the next
// season's places, one fixture shape per sport.
import { z } from "zod";
import { inningsScoreSchema } from "./cricket-season";
import { count, name, streamed, watch } from "./fields";
import { daySchema } from "./match-date";

const QUALIFIERS_YEAR = /^20\d\d Q$/;
const qualifierTeam = z.strictObject({ name, country: name });

const footballQualifierFixtureSchema = z.strictObject({
  team1: name,
  team2: name,
  date: daySchema,
  /** Absent until the match is played. */
  result: z.strictObject({ goals1: count, goals2: count }).optional(),
  watch,
  streamed,
});
export type FootballQualifierFixture = z.infer<typeof footballQualifierFixtureSchema>;

const cricketQualifierFixtureSchema = z.strictObject({
  team1: name,
  team2: name,
  date: daySchema,
  /** Batting first, then the chase; absent until the match is played. */
  result: z.tuple([inningsScoreSchema, inningsScoreSchema]).optional(),
  watch,
  streamed,
});
export type CricketQualifierFixture = z.infer<typeof cricketQualifierFixtureSchema>;

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
export const footballQualifiersSchema = qualifiersSchema(footballQualifierFixtureSchema);
export type FootballQualifiers = z.infer<typeof footballQualifiersSchema>;
export const cricketQualifiersSchema = qualifiersSchema(cricketQualifierFixtureSchema);
export type CricketQualifiers = z.infer<typeof cricketQualifiersSchema>;
