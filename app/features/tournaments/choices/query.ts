// The choices a tournament page keeps in its URL query (year, group, metric, view): parsed the
// same way by the loader and by the page cache's canonical key, so a bad value is a 404 in both.

export type QueryOption = { value: string; label: string };
export type Picked = Readonly<Record<string, string>>;

/** One choice of a page. Its options may depend on the choices before it (a year's groups). */
export type QueryParam = {
  name: string;
  /** What the choice is called on the page: "Year", "Group", "Metric", "View". */
  label: string;
  options: (picked: Picked) => readonly QueryOption[];
  /** The value when the query leaves it out; the first option unless given. */
  defaultValue?: (picked: Picked) => string;
};

export type ParsedQuery =
  | { ok: true; values: Record<string, string> }
  /** `values` holds the choices before the bad one, and the defaults after it. */
  | { ok: false; param: QueryParam; value: string; values: Record<string, string> };

function defaultOf(param: QueryParam, picked: Picked): string {
  return param.defaultValue?.(picked) ?? param.options(picked)[0]?.value ?? "";
}

function isOption(param: QueryParam, picked: Picked, value: string): boolean {
  return param.options(picked).some((option) => option.value === value);
}

/** Reads each choice in order; an empty or missing one takes its default, an unknown one stops with `ok: false`. */
export function parseQuery(params: readonly QueryParam[], search: URLSearchParams): ParsedQuery {
  const values: Record<string, string> = {};
  let bad: { param: QueryParam; value: string } | undefined;
  for (const param of params) {
    const raw = bad ? null : search.get(param.name);
    if (raw === null || raw === "") values[param.name] = defaultOf(param, values);
    else if (isOption(param, values, raw)) values[param.name] = raw;
    else {
      bad = { param, value: raw };
      values[param.name] = defaultOf(param, values);
    }
  }
  return bad ? { ok: false, ...bad, values } : { ok: true, values };
}

/** "?year=2024&group=B": the choices that differ from their defaults, in the page's order ("" when none). */
export function queryString(params: readonly QueryParam[], values: Picked): string {
  const query = new URLSearchParams();
  const picked: Record<string, string> = {};
  for (const param of params) {
    const fallback = defaultOf(param, picked);
    const value = values[param.name] ?? fallback;
    if (value !== fallback) query.set(param.name, value);
    picked[param.name] = value;
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * The page cache's key query: valid choices as `queryString` writes them; an unknown value is kept
 * (with the choices before it) so the page rendered from the key answers 404 as the loader does.
 */
export function canonicalQuery(params: readonly QueryParam[], search: URLSearchParams): string {
  const parsed = parseQuery(params, search);
  if (parsed.ok) return queryString(params, parsed.values);
  const before = params.slice(0, params.indexOf(parsed.param));
  const query = new URLSearchParams(queryString(before, parsed.values));
  query.set(parsed.param.name, parsed.value);
  return `?${query.toString()}`;
}

export type ChoiceLink = { value: string; label: string; href: string; current: boolean };

/**
 * Links to every option of one choice, the other choices kept; a later choice that the new value
 * does not offer (a group the other year lacks) falls back to its default.
 */
export function choiceLinks(
  path: string,
  params: readonly QueryParam[],
  values: Picked,
  name: string,
): ChoiceLink[] {
  const index = params.findIndex((param) => param.name === name);
  const param = params[index];
  if (!param) throw new Error(`No choice "${name}" on ${path}`);
  const before: Record<string, string> = {};
  for (const earlier of params.slice(0, index))
    before[earlier.name] = values[earlier.name] ?? defaultOf(earlier, before);
  return param.options(before).map((option) => {
    const next: Record<string, string> = { ...before, [name]: option.value };
    for (const later of params.slice(index + 1)) {
      const value = values[later.name];
      next[later.name] =
        value !== undefined && isOption(later, next, value) ? value : defaultOf(later, next);
    }
    return {
      ...option,
      href: `${path}${queryString(params, next)}`,
      current: values[name] === option.value,
    };
  });
}
