import { describe, expect, it } from 'vitest';
import { CHOSEN_LOCALE_KEY, readStoredLocale, rememberChosenLocale } from '../../../src/i18n/storedLocale';

const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('readStoredLocale', () => {
  it('is English for a new visitor', () => {
    expect(readStoredLocale(storageWith({}))).toBe('en');
  });
  it("prefers react-admin's stored locale (JSON)", () => {
    expect(readStoredLocale(storageWith({ 'RaStore.locale': '"ar"', [CHOSEN_LOCALE_KEY]: 'en' }))).toBe('ar');
  });
  it('falls back to the language last chosen in the profile menu (the store is reset on sign-out)', () => {
    expect(readStoredLocale(storageWith({ [CHOSEN_LOCALE_KEY]: 'ar' }))).toBe('ar');
  });
  it('ignores unsupported or broken values', () => {
    expect(readStoredLocale(storageWith({ 'RaStore.locale': '"fr"', [CHOSEN_LOCALE_KEY]: 'xx' }))).toBe('en');
    expect(
      readStoredLocale({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('en');
  });
});

describe('rememberChosenLocale', () => {
  it('writes the chosen locale', () => {
    const written: Record<string, string> = {};
    rememberChosenLocale('ar', {
      setItem: (key, value) => {
        written[key] = value;
      },
    });
    expect(written).toEqual({ [CHOSEN_LOCALE_KEY]: 'ar' });
  });
});
