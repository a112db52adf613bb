/** Same members regardless of order (a write that sends a list back unchanged changes nothing). */
export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}
