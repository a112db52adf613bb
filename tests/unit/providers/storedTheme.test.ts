import { describe, expect, it } from 'vitest';
import { readStoredTheme, rememberTheme, THEME_STORAGE_KEY } from '../../../src/providers/storedTheme';

const memoryStorage = (entries: Record<string, string> = {}) => ({
  getItem: (key: string) => entries[key] ?? null,
  setItem: (key: string, value: string) => {
    entries[key] = value;
  },
});

describe('stored theme', () => {
  it('is light by default and for anything unknown', () => {
    expect(THEME_STORAGE_KEY).toBe('spendboard.theme');
    expect(readStoredTheme(memoryStorage())).toBe('light');
    expect(readStoredTheme(memoryStorage({ [THEME_STORAGE_KEY]: 'sepia' }))).toBe('light');
    expect(readStoredTheme(undefined)).toBe('light');
  });

  it('reads back the remembered choice', () => {
    const storage = memoryStorage();
    rememberTheme('dark', storage);
    expect(readStoredTheme(storage)).toBe('dark');
    rememberTheme('light', storage);
    expect(readStoredTheme(storage)).toBe('light');
  });

  it('falls back to light when storage throws (private mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberTheme('dark', broken)).not.toThrow();
    expect(readStoredTheme(broken)).toBe('light');
  });
});
