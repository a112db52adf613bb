import { describe, expect, it } from 'vitest';
import { loadFullEnglish, messagesFor, textDirection } from '../../../src/i18n';
import { ar } from '../../../src/i18n/ar';
import { en } from '../../../src/i18n/en';
import { enPublic } from '../../../src/i18n/enPublic';

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [name] : leafKeys(value, name);
  });
}

describe('the Arabic catalogue', () => {
  it('has a text for every English key, so a missing Arabic text shows in English, never as a key', () => {
    const arabic = new Set(leafKeys(ar as unknown as Tree));
    expect(leafKeys(en as unknown as Tree).filter((key) => !arabic.has(key))).toEqual([]);
  });

  it('translates every English text a user can meet (an untranslated key falls back to English)', () => {
    const texts = (tree: Tree, prefix = ''): [string, string][] =>
      Object.entries(tree).flatMap(([key, value]): [string, string][] => {
        const name = prefix ? `${prefix}.${key}` : key;
        return typeof value === 'string' ? [[name, value]] : texts(value, name);
      });
    const arabic = new Map(texts(ar as unknown as Tree));
    // Developer-only screens of react-admin (guessers, the layout inspector), which the app never shows;
    // names that stay as they are.
    const NOT_SHOWN = /^ra\.(guesser|configurable)\./;
    const NAMES = ['spendboard.app_name', 'spendboard.shell.profile.english', 'spendboard.shell.footer.rights'];
    const untranslated = texts(en as unknown as Tree).filter(
      ([key, text]) =>
        arabic.get(key) === text && !NOT_SHOWN.test(key) && !NAMES.includes(key) && /[A-Za-z]{3}/.test(text.replace(/%\{[^}]+\}/g, '')),
    );
    expect(untranslated).toEqual([]);
  });

  it('lays Arabic over English deeply without changing the English catalogue', () => {
    expect((ar.ra as Tree & { action: Tree }).action.save).not.toBe('Save');
    expect((en.ra as Tree & { action: Tree }).action.save).toBe('Save');
    expect((ar.spendboard as Tree & { status: { sync: Tree } }).status.sync.SYNCED).toBe('تمت المزامنة');
  });

  it('loads on demand; English is the public texts until the admin loads the whole catalogue', async () => {
    expect(messagesFor('en')).toBe(enPublic);
    await loadFullEnglish();
    expect(messagesFor('en')).toBe(en);
    expect(await messagesFor('ar')).toBe(ar);
  });

  it('keeps every text of the public pages in the public English, with the same words as the whole catalogue', () => {
    const whole = new Set(leafKeys(en as unknown as Tree));
    const publicKeys = leafKeys(enPublic as unknown as Tree);
    expect(publicKeys.filter((key) => !whole.has(key))).toEqual([]);
    expect(publicKeys).toEqual(
      expect.arrayContaining(['spendboard.auth.sign_in', 'spendboard.error_boundary.title', 'spendboard.account.reset.title']),
    );
  });
});

describe('textDirection', () => {
  it('is right to left for Arabic only', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-AE')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});
