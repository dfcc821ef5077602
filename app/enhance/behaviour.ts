// Types shared by the entry and every behaviour. Types only: nothing here reaches the browser
// bundle, so behaviours stay independent chunks with no shared runtime between them.

/** What the entry hands each behaviour. */
export type EnhanceContext = {
  /** Attaches behaviours inside `root`: for markup a behaviour swaps in (live filter results). */
  enhance(root: ParentNode): Promise<void>;
};

/**
 * A behaviour module (`*.enhance.ts`): `attach` brings one element marked
 * `data-enhance="<name>"` to life. It checks the element's kind itself, so the registry needs no casts.
 */
export type BehaviourModule = {
  attach(element: HTMLElement, context: EnhanceContext): void;
};
