// What the crawl expects of particular pages, beyond what it checks on every page (status 200,
// a title "{brand} - {page}", a description, one h1, the canonical address): their exact title's
// page name, the h1's name, a longer description, the tournament bar's current page and a table
// with rows where the page has data.

/** What one page must show. */
export type PageExpectation = {
  /** The title's page name: the title is "{brand} - {name}". */
  title: string;
  /** The h1's accessible name. */
  h1?: string;
  /** The description's least length, in characters (every page's is over 30). */
  description?: number;
  /** The tournament bar marks exactly one of its links as the current page. */
  tournamentBar?: true;
  /** A table so named, with at least one row. */
  table?: RegExp;
};

/** The site's own pages (not generated from content). */
const SITE_PAGES: Record<string, PageExpectation> = {
  "/": { title: "Home" },
  "/blogs": { title: "Blogs" },
  "/blogs/how-processors-work": {
    title: "How Processors Work: Inside the Brain of Your Computer",
  },
  "/services": { title: "Services" },
  "/gaming": { title: "Gaming" },
  "/shop": { title: "Shop" },
  "/about": { title: "About", h1: "About" },
  "/contact": { title: "Contact" },
  "/disclaimer": { title: "Disclaimer" },
  "/privacy-policy": { title: "Privacy Policy" },
  "/terms-and-conditions": { title: "Terms and Conditions" },
};

/** Every sub-page of both tournaments, each year it offers. */
const TOURNAMENT_PAGES: Record<string, PageExpectation> = {
  "/gaming/ucc": { title: "Ultimate Clubs Cup" },
  ...Object.fromEntries(
    [2024, 2025, 2026].map((year) => [`/gaming/ucc/teams?year=${year}`, { title: "UCC Teams" }]),
  ),
  ...Object.fromEntries(
    [2024, 2025].flatMap((year) => [
      [
        `/gaming/ucc/fixtures?year=${year}`,
        { title: "UCC Fixtures", table: new RegExp(`UCC ${year} fixtures`) },
      ],
      [
        `/gaming/ucc/standings?year=${year}`,
        { title: "UCC Standings", table: new RegExp(`Group A standings, ${year}`) },
      ],
      [
        `/gaming/ucc/stats?year=${year}`,
        { title: "UCC Stats", table: new RegExp(`Goals, UCC ${year}`) },
      ],
    ]),
  ),
  ...Object.fromEntries(
    ["2025-q", "2026-q"].map((year) => [
      `/gaming/ucc/qualifiers?year=${year}`,
      { title: "UCC Qualifiers", table: /qualifiers, group 1$/ },
    ]),
  ),
  "/gaming/ucc/info": { title: "UCC Info" },
  "/gaming/csc": { title: "Cricket Super Cup" },
  ...Object.fromEntries(
    [2025, 2026].map((year) => [`/gaming/csc/teams?year=${year}`, { title: "CSC Teams" }]),
  ),
  "/gaming/csc/fixtures?year=2025": { title: "CSC Fixtures", table: /CSC 2025 fixtures/ },
  "/gaming/csc/standings?year=2025": { title: "CSC Standings", table: /League table, 2025/ },
  "/gaming/csc/stats?year=2025": { title: "CSC Stats", table: /Top 10 runs, CSC 2025/ },
  "/gaming/csc/qualifiers?year=2026-q": {
    title: "CSC Qualifiers",
    table: /CSC 2026 Q qualifiers, group 1/,
  },
  "/gaming/csc/info": { title: "CSC Info" },
};

/** The match centre's team and player pages the browser specs look at. */
const CENTRE_PAGES: Record<string, PageExpectation> = {
  "/gaming/ucc/teams/dortmund": { title: "Dortmund (UCC)", h1: "Dortmund" },
  "/gaming/csc/teams/melbourne-stars": { title: "Melbourne Stars (CSC)", h1: "Melbourne Stars" },
  "/gaming/ucc/players/jonas-wetzlar": { title: "Jonas Wetzlar (UCC)", h1: "Jonas Wetzlar" },
  "/gaming/csc/players/cam-hollis": { title: "Cam Hollis (CSC)", h1: "Cam Hollis" },
};

export const EXPECTED: Record<string, PageExpectation> = {
  ...SITE_PAGES,
  ...Object.fromEntries(
    Object.entries(TOURNAMENT_PAGES).map(([path, expected]) => [
      path,
      { description: 40, tournamentBar: true as const, ...expected },
    ]),
  ),
  ...CENTRE_PAGES,
};
