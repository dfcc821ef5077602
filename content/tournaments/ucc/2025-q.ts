// UCC qualifiers for 2025: the top two of each group took the fourth place in a group of the 2025 draw.
// Played before the channel streamed qualifiers, so no match has a watch link.
import type { UccQualifiersInput } from "../../../app/features/tournaments/schema.ts";

export const qualifiers = {
  year: "2025 Q",
  groups: [
    {
      group: 1,
      teams: [
        { name: "Wellington Phoenix", country: "New Zealand" },
        { name: "Persepolis", country: "Iran" },
        { name: "Sydney FC", country: "Australia" },
        { name: "Seattle Sounders", country: "United States" },
      ],
      fixtures: [
        { team1: "Wellington Phoenix", team2: "Seattle Sounders", date: "1 Mar 2025", result: { goals1: 2, goals2: 1 } },
        { team1: "Sydney FC", team2: "Persepolis", date: "1 Mar 2025", result: { goals1: 1, goals2: 1 } },
        { team1: "Wellington Phoenix", team2: "Sydney FC", date: "15 Mar 2025", result: { goals1: 0, goals2: 0 } },
        { team1: "Persepolis", team2: "Seattle Sounders", date: "15 Mar 2025", result: { goals1: 2, goals2: 0 } },
        { team1: "Wellington Phoenix", team2: "Persepolis", date: "29 Mar 2025", result: { goals1: 3, goals2: 1 } },
        { team1: "Sydney FC", team2: "Seattle Sounders", date: "29 Mar 2025", result: { goals1: 2, goals2: 1 } },
      ],
    },
    {
      group: 2,
      teams: [
        { name: "LA Galaxy", country: "United States" },
        { name: "Urawa Red Diamonds", country: "Japan" },
        { name: "Shanghai Port", country: "China" },
        { name: "Marseille", country: "France" },
      ],
      fixtures: [
        { team1: "LA Galaxy", team2: "Marseille", date: "2 Mar 2025", result: { goals1: 1, goals2: 0 } },
        { team1: "Urawa Red Diamonds", team2: "Shanghai Port", date: "2 Mar 2025", result: { goals1: 2, goals2: 2 } },
        { team1: "LA Galaxy", team2: "Urawa Red Diamonds", date: "16 Mar 2025", result: { goals1: 2, goals2: 1 } },
        { team1: "Marseille", team2: "Shanghai Port", date: "16 Mar 2025", result: { goals1: 1, goals2: 1 } },
        { team1: "LA Galaxy", team2: "Shanghai Port", date: "30 Mar 2025", result: { goals1: 1, goals2: 1 } },
        { team1: "Urawa Red Diamonds", team2: "Marseille", date: "30 Mar 2025", result: { goals1: 3, goals2: 1 } },
      ],
    },
  ],
} satisfies UccQualifiersInput;
