// Cricket Super Cup 2026: the 2025 bottom side (Comilla Victorians) is replaced by the winner of the
// 2026 qualifiers (2026-q.ts), Oval Invincibles of The Hundred. No matches played yet.
import type { CscSeasonInput } from "../../../app/features/tournaments/schema.ts";

export const season = {
  year: 2026,
  teams: [
    { name: "Melbourne Stars", country: "Australia", leagueCode: "BBL", league: "Big Bash League" },
    { name: "Sydney Thunder", country: "Australia", leagueCode: "BBL", league: "Big Bash League" },
    { name: "Trinbago Knight Riders", country: "Trinidad and Tobago", leagueCode: "CPL", league: "Caribbean Premier League" },
    { name: "Mumbai Indians", country: "India", leagueCode: "IPL", league: "Indian Premier League" },
    { name: "Lahore Qalandars", country: "Pakistan", leagueCode: "PSL", league: "Pakistan Super League" },
    { name: "Oval Invincibles", country: "England", leagueCode: "TH", league: "The Hundred" },
  ],
  matches: [],
} satisfies CscSeasonInput;
