/** The attribute that names an element's behaviour; the entry looks for it. */
export const ENHANCE_ATTRIBUTE = "data-enhance";

/** Set on <html> once every behaviour on the page is attached (tests wait for it). */
export const READY_ATTRIBUTE = "data-enhanced";

/** Props for a widget's root element: the behaviour that brings it to life (its contract's name, which the registry must list). */
export function behaviourRoot<const Name extends string>(name: Name): { "data-enhance": Name } {
  return { [ENHANCE_ATTRIBUTE]: name };
}

/** Props that flag an element as one of a widget's parts (a valueless data-* attribute). */
export function part<const Attribute extends `data-${string}`>(
  attribute: Attribute,
): Record<Attribute, ""> {
  return { [attribute]: "" } as Record<Attribute, "">;
}

/** Props carrying one value of a widget's data (a data-* attribute the behaviour reads). */
export function dataAttr<const Attribute extends `data-${string}`>(
  attribute: Attribute,
  value: string,
): Record<Attribute, string> {
  return { [attribute]: value } as Record<Attribute, string>;
}
