// UCC qualifiers for 2026, under way: the top two of each group fill the fourth places of the 2026 draw.
// Group 2's fixtures are not drawn yet.
import type { UccQualifiersInput } from "../../../app/features/tournaments/schema.ts";

export const qualifiers = {
  year: "2026 Q",
  groups: [
    {
      group: 1,
      teams: [
        { name: "Marseille", country: "France" },
        { name: "Persepolis", country: "Iran" },
        { name: "Brisbane Roar", country: "Australia" },
        { name: "Seattle Sounders", country: "United States" },
      ],
      fixtures: [
        {
          team1: "Marseille",
          team2: "Brisbane Roar",
          date: "7 Feb 2026",
          result: { goals1: 2, goals2: 0 },
          watch: "https://www.youtube.com/watch?v=ZYMmLOPIwFg",
        },
        {
          team1: "Persepolis",
          team2: "Seattle Sounders",
          date: "8 Feb 2026",
          result: { goals1: 1, goals2: 1 },
          watch: "https://www.youtube.com/watch?v=uYhrsiF8nfZ",
        },
        {
          team1: "Marseille",
          team2: "Persepolis",
          date: "21 Feb 2026",
          result: { goals1: 1, goals2: 1 },
          watch: "https://www.youtube.com/watch?v=aunlNy5yX0x",
        },
        {
          team1: "Brisbane Roar",
          team2: "Seattle Sounders",
          date: "22 Feb 2026",
          result: { goals1: 2, goals2: 1 },
          watch: "https://www.youtube.com/watch?v=3rNJdqL2kVK",
        },
        { team1: "Marseille", team2: "Seattle Sounders", date: "7 Mar 2026" },
        { team1: "Persepolis", team2: "Brisbane Roar", date: "8 Mar 2026" },
      ],
    },
    {
      group: 2,
      teams: [
        { name: "Celtic", country: "Scotland" },
        { name: "Wellington Phoenix", country: "New Zealand" },
        { name: "Shanghai Port", country: "China" },
        { name: "LA Galaxy", country: "United States" },
      ],
      fixtures: [],
    },
  ],
} satisfies UccQualifiersInput;
