/**
 * Arabic has six plural forms (polyglot's order: zero, one, two, few 3–10, many 11–99, other), so a
 * text with `|||| ` has six of them; with two, a count of 2 would fall back to the singular.
 * react-admin names a resource with smart_count 1 (a record) and 2 (a list's title).
 */
export function arabicNoun(singular: string, plural: string): string {
  return [plural, singular, plural, plural, plural, plural].join(' |||| ');
}
