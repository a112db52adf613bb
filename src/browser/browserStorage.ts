/**
 * The one door to the browser's local storage. When the browser refuses it (blocked site
 * data, some embedded views: merely reading `window.localStorage` throws "Access is denied"),
 * preferences live in memory for this page load instead, and the page still starts.
 */

/** A `Storage` kept in memory: same API, gone at the next page load. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(String(key)) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(String(key), String(value));
  }

  removeItem(key: string): void {
    this.items.delete(String(key));
  }

  clear(): void {
    this.items.clear();
  }
}

/** The browser's storage when it can be read and written, else null. */
export function usableLocalStorage(scope: { localStorage?: Storage } = globalThis): Storage | null {
  try {
    const storage = scope.localStorage;
    if (!storage) return null;
    const probe = '__spendboard_storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

let fallback: MemoryStorage | undefined;

/** Local storage, or the in-memory stand-in when the browser refuses it. */
export function preferenceStorage(): Storage {
  return usableLocalStorage() ?? (fallback ??= new MemoryStorage());
}

/**
 * Run first (before react-admin is imported): when local storage is refused, put the
 * in-memory stand-in in its place on `window`, so libraries that read `window.localStorage`
 * at import time (react-admin's store does) keep working instead of blanking the page.
 */
export function installStorageFallback(scope: typeof globalThis = globalThis): void {
  if (usableLocalStorage(scope)) return;
  fallback ??= new MemoryStorage();
  try {
    Object.defineProperty(scope, 'localStorage', { value: fallback, configurable: true, writable: false });
  } catch {
    // Not replaceable here: modules of the app still go through preferenceStorage().
  }
}
