/**
 * The English texts of the message catalogue as matchers, for finding English left on an Arabic
 * page (issue 18 item 8). A text counts when its Arabic entry differs (codes such as AED or IBAN
 * read the same in both) and it has at least four Latin letters outside its placeholders; a
 * template (`Salary run of %{month}`) matches with any value in its placeholders, each variant of a
 * plural (`a |||| b`) separately.
 */
type Messages = { [key: string]: unknown };

export type CatalogueMatcher = { key: string; text: string; pattern: RegExp };

function leaves(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value]];
    if (value && typeof value === 'object') return leaves(value as Messages, path);
    return [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /%\{[^}]+\}/g;

export function englishCatalogueMatchers(english: Messages, arabic: Messages): CatalogueMatcher[] {
  const arabicAt = new Map(leaves(arabic));
  const matchers: CatalogueMatcher[] = [];
  for (const [key, value] of leaves(english)) {
    if (arabicAt.get(key) === value) continue;
    for (const variant of value.split('||||').map((part) => part.trim().replace(/\s+/g, ' '))) {
      const literal = variant.replace(PLACEHOLDER, ' ');
      if ((literal.match(/[A-Za-z]/g) ?? []).length < 4) continue;
      const pattern = new RegExp(`^${variant.split(PLACEHOLDER).map(escape).join('.+?')}$`);
      matchers.push({ key, text: variant, pattern });
    }
  }
  return matchers;
}

/** The texts (as shown) that are English catalogue texts, each with the first key it matches. */
export function englishTextsIn(shown: readonly string[], matchers: readonly CatalogueMatcher[]): string[] {
  const found: string[] = [];
  for (const text of new Set(shown)) {
    const match = matchers.find((matcher) => matcher.pattern.test(text));
    if (match) found.push(`"${text}" (${match.key})`);
  }
  return found;
}
