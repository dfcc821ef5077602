// CSC qualifiers for 2026: the group winner replaces the 2025 bottom side in the 2026 Cricket Super Cup.
import type { CscQualifiersInput } from "../../../app/features/tournaments/schema.ts";

export const qualifiers = {
  year: "2026 Q",
  groups: [
    {
      group: 1,
      teams: [
        { name: "Oval Invincibles", country: "England" },
        { name: "Comilla Victorians", country: "Bangladesh" },
        { name: "Jamaica Tallawahs", country: "Jamaica" },
      ],
      fixtures: [
        {
          team1: "Oval Invincibles",
          team2: "Jamaica Tallawahs",
          date: "14 Mar 2026",
          result: [
            { team: "Oval Invincibles", runs: 63, wickets: 2, balls: 30 },
            { team: "Jamaica Tallawahs", runs: 55, wickets: 5, balls: 28 },
          ],
          watch: "https://www.youtube.com/watch?v=9cSNcQntPOI",
        },
        {
          team1: "Comilla Victorians",
          team2: "Jamaica Tallawahs",
          date: "16 Mar 2026",
          result: [
            { team: "Comilla Victorians", runs: 58, wickets: 3, balls: 30 },
            { team: "Jamaica Tallawahs", runs: 59, wickets: 4, balls: 29 },
          ],
          watch: "https://www.youtube.com/watch?v=fEOLMEUXTMr",
        },
        {
          team1: "Comilla Victorians",
          team2: "Oval Invincibles",
          date: "18 Mar 2026",
          result: [
            { team: "Comilla Victorians", runs: 49, wickets: 4, balls: 30 },
            { team: "Oval Invincibles", runs: 50, wickets: 1, balls: 23 },
          ],
          watch: "https://www.youtube.com/watch?v=H1YTALPYYnl",
        },
      ],
    },
  ],
} satisfies CscQualifiersInput;
