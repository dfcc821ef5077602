import type { BehaviourModule, EnhanceContext } from "./behaviour";
import { ENHANCE_ATTRIBUTE } from "./markup";

/** Resolves in a later task: `scheduler.yield()` where the browser has it, else a zero timeout. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Loads the behaviour a name stands for (the entry hands in the registry's); rejects for an unknown name. */
type Load = (name: string) => Promise<BehaviourModule>;

/**
 * Attaches behaviours to the marked elements in `root` (and `root` itself), loading each
 * behaviour's chunk on first use. An element is attached once, however often it is scanned.
 * Resolves when all have attached; a behaviour that fails is reported and the rest carry on.
 */
export function createEnhancer(load: Load) {
  const attached = new WeakSet<Element>();
  const context: EnhanceContext = { enhance };

  async function attachOne(element: HTMLElement) {
    if (attached.has(element)) return;
    attached.add(element);
    const name = element.getAttribute(ENHANCE_ATTRIBUTE) ?? "";
    try {
      // Starting a chunk's fetch (a dynamic import) and attaching each take a task of their own,
      // so a page with many behaviours never holds the main thread for long: Lighthouse traces
      // showed the scan that started every import in one task taking 10–29 ms on its VM.
      await yieldToBrowser();
      const behaviour = await load(name);
      await yieldToBrowser();
      behaviour.attach(element, context);
    } catch (error) {
      console.error(`Behaviour "${name}" failed`, error);
    }
  }

  async function enhance(root: ParentNode): Promise<void> {
    const selector = `[${ENHANCE_ATTRIBUTE}]`;
    const elements = [...root.querySelectorAll<HTMLElement>(selector)];
    if (root instanceof HTMLElement && root.matches(selector)) elements.unshift(root);
    await Promise.all(elements.map(attachOne));
  }

  return enhance;
}
