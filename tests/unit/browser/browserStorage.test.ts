// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { installStorageFallback, MemoryStorage, usableLocalStorage } from '../../../src/browser/browserStorage';

const blockedScope = () => {
  const scope = {} as typeof globalThis;
  Object.defineProperty(scope, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
  return scope;
};

afterEach(() => localStorage.clear());

describe('browser storage (issue 20.15)', () => {
  it('uses local storage when the browser allows it', () => {
    expect(usableLocalStorage()).toBe(localStorage);
  });

  it('reads a refused local storage (the getter throws) as unusable', () => {
    expect(usableLocalStorage(blockedScope())).toBeNull();
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(usableLocalStorage({ localStorage: full })).toBeNull();
  });

  it('puts an in-memory storage in place of a refused one, so code reading window.localStorage keeps working', () => {
    const scope = blockedScope();
    installStorageFallback(scope);
    const storage = scope.localStorage;
    expect(storage).toBeInstanceOf(MemoryStorage);
    storage.setItem('theme', 'dark');
    expect(storage.getItem('theme')).toBe('dark');
    expect([storage.length, storage.key(0)]).toEqual([1, 'theme']);
    storage.removeItem('theme');
    expect(storage.getItem('theme')).toBeNull();
  });

  it('leaves a working local storage alone', () => {
    const scope = { localStorage } as typeof globalThis;
    installStorageFallback(scope);
    expect(scope.localStorage).toBe(localStorage);
  });
});
