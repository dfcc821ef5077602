const SAMPLE = Symbol("sample");

/** A value the repository ships as an example, to be replaced by the site's owner before going live. */
export type Sample<T> = { readonly [SAMPLE]: T };

/** The configuration as the site reads it: every sample() marker replaced by its value. */
export type WithoutSamples<T> =
  T extends Sample<infer Value>
    ? Value
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: WithoutSamples<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: WithoutSamples<T[K]> }
        : T;

/** Where a sample value sits in the configuration ("social.videoPlatform.url") and what it is. */
export type SampleValue = { path: string; value: unknown };

/** Marks a shipped example value. Removing the marker (or replacing the value without it) says the value is the owner's. */
export function sample<const T>(value: T): Sample<T> {
  return { [SAMPLE]: value };
}

function isSample(value: unknown): value is Sample<unknown> {
  return typeof value === "object" && value !== null && SAMPLE in value;
}

/**
 * Splits a configuration written with sample() markers into the plain values the site uses and
 * the list of samples still in it, so the go-live check is derived from the markers themselves.
 */
export function declareConfig<const T>(config: T): {
  values: WithoutSamples<T>;
  samples: SampleValue[];
} {
  const samples: SampleValue[] = [];
  function unwrap(value: unknown, path: string): unknown {
    if (isSample(value)) {
      samples.push({ path, value: value[SAMPLE] });
      return value[SAMPLE];
    }
    if (Array.isArray(value)) return value.map((item, index) => unwrap(item, `${path}[${index}]`));
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          unwrap(item, path ? `${path}.${key}` : key),
        ]),
      );
    }
    return value;
  }
  return { values: unwrap(config, "") as WithoutSamples<T>, samples };
}
