import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// One import style: `./x` for a module of the same folder, `~/…` for the rest of app/ and
// `~/site.config` for the owner's settings, from anywhere (tests and scripts too); a relative
// path only into tests/, server/ and scripts/, which have no alias; never a `.ts` suffix (tsx,
// Vite, Vitest, esbuild and Playwright all resolve a module without one).
const ANYWHERE = [
  {
    regex: "^(\\.\\./)+(app/|site\\.config)",
    message: "Import app code as ~/… and the settings as ~/site.config.",
  },
  { regex: "^\\.{1,2}/.*\\.tsx?$", message: "Import a module without its .ts suffix." },
];
const IN_APP = [
  ...ANYWHERE,
  { regex: "^\\.\\./(?!(\\.\\./)*tests/)", message: "Outside this folder, import app code as ~/…" },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "public/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: { "no-restricted-imports": ["error", { patterns: ANYWHERE }] },
  },
  { files: ["app/**"], rules: { "no-restricted-imports": ["error", { patterns: IN_APP }] } },
  // Features are the logic the UI is built on; they never reach up into components or routes.
  {
    files: ["app/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...IN_APP,
            {
              group: ["~/components/*", "~/routes/*", "**/components/*", "**/routes/*"],
              message: "features/ must not import UI; move the shared part into a feature.",
            },
          ],
        },
      ],
    },
  },
  // Playwright fixtures call a parameter named `use`, which is not React's hook.
  { files: ["tests/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  // Browser code: the browser's entries, the behaviours and what they build on, the islands and
  // their components, and the contracts both sides share. It must never pull in server-only
  // modules, Node built-ins or server packages.
  {
    files: [
      "app/browser/**",
      "app/enhance/**",
      "app/**/*.enhance.ts",
      "app/islands/**",
      "app/components/tv/**",
      "app/components/**/contract.ts",
      "app/features/**/contract.ts",
    ],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...IN_APP,
            {
              group: ["**/*.server", "**/*.server.*", "*.server", "*.server.*"],
              message: "Server-only module: browser code cannot import it.",
            },
            { group: ["node:*"], message: "Node built-in: browser code runs in the browser." },
            {
              group: [
                "express",
                "express/**",
                "better-sqlite3",
                "pg",
                "pg/**",
                "kysely",
                "kysely/**",
                "compression",
                "@react-router/node",
              ],
              message: "Server package: browser code runs in the browser.",
            },
          ],
        },
      ],
    },
  },
);
