/** A MediaQueryList stand-in for behaviour unit tests: `set` changes whether it matches and tells the listeners. */
export function fakeQuery(matches: boolean) {
  const listeners: (() => void)[] = [];
  const query = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    set(value: boolean) {
      query.matches = value;
      listeners.forEach((listener) => listener());
    },
  };
  return query;
}
