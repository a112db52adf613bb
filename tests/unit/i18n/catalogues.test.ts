import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
import { ar } from '../../../src/i18n/ar';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(name, value);
    else for (const [leaf, text] of leaves(value, name)) found.set(leaf, text);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'i18n' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) && !entry.endsWith('.d.ts') ? [full] : [];
  });
}

const english = leaves(en as unknown as Tree);
const arabic = leaves(ar as unknown as Tree);
// Distinct names: a plural text repeats %{smart_count} once per form, and Arabic has six forms.
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort();

/** Texts that read the same in both languages: names, codes, numbers, and each language's own name. */
const SAME_IN_BOTH = /^(Spendboard|©.*Spendboard|English|العربية|[A-Z]{2,4}|[\d\s.,:%{}\w-]*\d[\d\s.,:%{}\w-]*|.*@.*)$/;
/** String literals shaped like keys that are not texts (storage keys). */
const NOT_TEXT_KEYS = new Set(['spendboard.chunkReloadAt']);

describe('translation catalogues', () => {
  it('gives every Arabic plural text its six forms (zero, one, two, few, many, other)', () => {
    const wrong = [...arabic].filter(([, text]) => text.includes('||||') && text.split('||||').length !== 6).map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  it('every key the code names literally exists in English', () => {
    const srcDir = path.resolve(__dirname, '../../../src');
    const missing = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const [, key] of text.matchAll(/['"`](spendboard\.[a-z0-9_.-]+[a-z0-9_])['"`]/gi)) {
        if (!NOT_TEXT_KEYS.has(key) && !english.has(key) && ![...english.keys()].some((known) => known.startsWith(`${key}.`)))
          missing.add(`${key} (${path.relative(srcDir, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('Arabic has its own text for every English text of the app', () => {
    const untranslated = [...english]
      .filter(([key]) => key.startsWith('spendboard.'))
      .filter(([key, text]) => arabic.get(key) === text && !SAME_IN_BOTH.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it('Arabic keeps every placeholder of the English text', () => {
    const broken = [...english]
      .filter(([key, text]) => arabic.has(key) && placeholders(arabic.get(key)!).join() !== placeholders(text).join())
      .map((entry) => entry[0]);
    expect(broken).toEqual([]);
  });
});
