type Catalogue = { [key: string]: unknown };

const isCatalogue = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A translation on top of a base catalogue: every key of `translation` wins, every key it does
 * not have keeps the base's text (so a missing Arabic text shows in English, never as a key).
 */
export function mergeCatalogues<T extends Catalogue>(base: T, translation: Catalogue): T {
  const merged: Catalogue = { ...base };
  for (const [key, value] of Object.entries(translation)) {
    const current = merged[key];
    merged[key] = isCatalogue(current) && isCatalogue(value) ? mergeCatalogues(current, value) : value;
  }
  return merged as T;
}
