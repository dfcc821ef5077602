/**
 * Keeps React islands alive on pages the translation widget has rewritten. The widget replaces
 * text nodes with <font> elements; when React later removes or inserts next to a text node it
 * rendered, the node is no longer where React left it and the DOM throws
 * ("Failed to execute 'removeChild' on 'Node'", facebook/react#11538), which unmounts the island.
 * Inside island containers only, these two methods tolerate that: a node already gone is not
 * removed again, and an insertion next to a node that was moved goes next to what holds it now.
 * The islands also avoid the problem where they can: changing words sit in keyed elements of their
 * own and names, titles and times are `translate="no"`.
 */
let guarded: Element[] | null = null;

/** The child of `parent` that holds `node` now (the widget's <font> around it), if any. */
function holderIn(parent: Node, node: Node): ChildNode | null {
  let current: Node | null = node;
  while (current && current.parentNode !== parent) current = current.parentNode;
  return current as ChildNode | null;
}

export function guardAgainstTranslation(container: Element) {
  if (guarded) {
    guarded.push(container);
    return;
  }
  guarded = [container];
  const containers = guarded;
  const inIsland = (node: Node) => containers.some((root) => root === node || root.contains(node));
  const { removeChild, insertBefore } = Node.prototype;

  Node.prototype.removeChild = function guardedRemoveChild<T extends Node>(
    this: Node,
    child: T,
  ): T {
    if (child.parentNode !== this && inIsland(this)) {
      const holder = holderIn(this, child);
      if (holder) removeChild.call(this, holder);
      return child;
    }
    return removeChild.call(this, child) as T;
  };

  Node.prototype.insertBefore = function guardedInsertBefore<T extends Node>(
    this: Node,
    node: T,
    reference: Node | null,
  ): T {
    if (reference && reference.parentNode !== this && inIsland(this)) {
      return insertBefore.call(this, node, holderIn(this, reference)) as T;
    }
    return insertBefore.call(this, node, reference) as T;
  };
}
