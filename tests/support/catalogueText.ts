/**
 * The English texts of the message catalogue as matchers, for finding English left on an Arabic
 * page (issue 18 item 8). A text counts when its Arabic entry differs (codes such as AED or IBAN
 * read the same in both) and it has at least four Latin letters outside its placeholders; a
 * template (`Salary run of %{month}`) matches with any value in its placeholders when it has two
 * words of its own (`%{count} expenses` would match any text ending in 'expenses', data included), each variant of a plural (`a |||| b`) separately. A shown text with
 * Arabic letters is Arabic (an English template around an Arabic value is not caught), and a text
 * that is also the app's data (a category named "Software") is the data, not the catalogue.
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
      const letters = (literal.match(/[A-Za-z]/g) ?? []).length;
      const words = literal.match(/[A-Za-z]{3,}/g) ?? [];
      if (letters < 4 || (variant !== literal.trim() && words.length < 2)) continue;
      const pattern = new RegExp(`^${variant.split(PLACEHOLDER).map(escape).join('.+?')}$`);
      matchers.push({ key, text: variant, pattern });
    }
  }
  return matchers;
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** The texts (as shown) that are English catalogue texts, each with the first key it matches; `data`: the app's data texts. */
export function englishTextsIn(
  shown: readonly string[],
  matchers: readonly CatalogueMatcher[],
  data: ReadonlySet<string> = new Set(),
): string[] {
  const found: string[] = [];
  for (const text of new Set(shown)) {
    if (ARABIC_LETTER.test(text) || data.has(text)) continue;
    const match = matchers.find((matcher) => matcher.pattern.test(text));
    if (match) found.push(`"${text}" (${match.key})`);
  }
  return found;
}
