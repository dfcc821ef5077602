import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";

/** What an owner puts in the shell or .env beside compose.yaml. */
export const COMPOSE_SETTINGS: Record<string, string> = {
  PUBLIC_ORIGIN: "https://www.example.com",
  POSTGRES_PASSWORD: "a-long-random-password",
};

/** Compose's `${NAME:-default}`, `${NAME:?error}` and `${NAME}`, with `given` set in the shell; a required one unset throws its error. */
function interpolate(value: string, given: Record<string, string> = COMPOSE_SETTINGS): string {
  return value.replace(
    /\$\{([A-Z_][A-Z0-9_]*)(?::?([-?])([^}]*))?\}/g,
    (_match, name: string, kind: string | undefined, text: string | undefined) => {
      if (given[name] !== undefined) return given[name];
      if (kind === "?") throw new Error(`compose: ${text}`);
      return kind === "-" ? text! : "";
    },
  );
}

export type ComposeService = {
  build?: unknown;
  image?: string;
  environment?: Record<string, string | number | boolean> | string[];
  depends_on?: unknown;
};

type Compose = {
  services: Record<string, ComposeService & { volumes?: string[] }>;
  volumes?: Record<string, unknown>;
};
export const compose = () =>
  parseYaml(readFileSync("compose.yaml", "utf8"), { merge: true }) as Compose;

/** The services that run the site's image. */
export function composeSiteServices(): [string, ComposeService & { volumes?: string[] }][] {
  return Object.entries(compose().services).filter(
    ([, service]) => service.build !== undefined || service.image === "voltverse-site",
  );
}

/** A service's environment as the container gets it, with `given` in the shell. */
export function composeEnvironment(
  service: ComposeService,
  given?: Record<string, string>,
): Record<string, string> {
  const environment = service.environment ?? {};
  const entries = Array.isArray(environment)
    ? environment.map((entry) => [entry.split("=", 1)[0]!, entry.slice(entry.indexOf("=") + 1)])
    : Object.entries(environment).map(([name, value]) => [name, String(value)]);
  return Object.fromEntries(entries.map(([name, value]) => [name, interpolate(value!, given)]));
}
