// The layers of the code (docs/decisions/011-layers.md), checked by `npm run check:layers` in
// `npm test`. A module may import from its own layer and the layers below it, never from one
// above; a module's layer is the first one whose path it matches. Tests (*.test.ts, tests/)
// stand outside the layers: they may import anything, and the site's code never imports them.
/** Bottom to top. */
const LAYERS = [
  // Small helpers and the environment: they never read the owner's settings, which use them.
  { name: "utilities", path: "^(app/utils/|app/media/)" },
  { name: "configuration", path: "^site\\.config\\.ts$" },
  // Images: the manifest's types and look-ups, which the content and every domain use.
  { name: "media", path: "^app/features/media/" },
  // The content snapshot every domain reads its part of, the reader and the problems they report.
  { name: "content snapshot", path: "^app/features/content/" },
  { name: "features", path: "^app/features/" },
  // The loader lists every domain's part of the content; only the server, scripts and tests use it.
  { name: "content loader", path: "^app/content/" },
  // What the widgets build on: behaviours' markup and attach, islands' definition and hydration.
  { name: "behaviours and islands", path: "^app/(enhance|islands)/" },
  { name: "components", path: "^app/components/" },
  {
    name: "routes",
    path: "^app/(routes/|routes\\.ts$|root\\.tsx$|entry\\.server\\.tsx$|context\\.ts$)",
  },
  // The browser's entries and the registry of behaviours: they list the widgets, so they sit above them.
  { name: "browser entries", path: "^app/browser/" },
  { name: "server and scripts", path: "^(server|scripts)/" },
];

const TESTS = "(\\.test\\.tsx?$|^tests/)";
const union = (layers) => layers.map((layer) => `(${layer.path})`).join("|");

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer: ${layer.name}`,
  comment: `${layer.name} imports only from its own layer and the ones below it`,
  severity: "error",
  from: { path: layer.path, pathNot: [union(LAYERS.slice(0, index)), TESTS].filter(Boolean) },
  to: { path: union(LAYERS.slice(index + 1)), pathNot: union(LAYERS.slice(0, index + 1)) },
}));

// The tournaments feature in rooms of one concept each, bottom to top (docs/architecture.md): a
// room imports only from its own room and the ones below it, never from above or from a module
// outside the rooms. A new room needs its place here (a unit test compares the folders).
const TOURNAMENT_ROOMS = ["model", "figures", "files", "frame", "choices", "bar", "centre"];
const TOURNAMENTS = "^app/features/tournaments/";
const roomRules = TOURNAMENT_ROOMS.map((room, index) => ({
  name: `tournaments room: ${room}`,
  comment: `tournaments/${room}/ imports only from its own room and the ones below it`,
  severity: "error",
  from: { path: `${TOURNAMENTS}${room}/`, pathNot: TESTS },
  to: {
    path: TOURNAMENTS,
    pathNot: `${TOURNAMENTS}(${TOURNAMENT_ROOMS.slice(0, index + 1).join("|")})/`,
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    ...roomRules,
    {
      name: "no tests in the code",
      comment: "fixtures, fakes and helpers are for tests (and the benchmarks in scripts/) only",
      severity: "error",
      from: { path: "^(app|server)/", pathNot: TESTS },
      to: { path: "^tests/" },
    },
    {
      name: "no cycles",
      comment: "modules that import each other, directly or round a loop",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.react-router)/" },
    // Type-only imports count: a type that runs back up the layers ties them together as much as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
