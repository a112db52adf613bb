import { describe, expect, it } from 'vitest';
import {
  PER_USER_KEYS,
  STORAGE_KEYS,
  companyPreferenceKeys,
  parseSavedAccount,
  parseStoredIdList,
  serializeSavedAccount,
  readFirstStored,
  userStorageKey,
} from '../../../src/domain/storageKeys';

describe('STORAGE_KEYS', () => {
  it('uses the spec names for the last active sub-tenant and the saved account', () => {
    expect(STORAGE_KEYS.lastActiveSubtenantId).toBe('last_active_subtenant_id');
    expect(STORAGE_KEYS.savedAccount).toBe('savedAccount');
  });

  it('has one distinct key per stored value', () => {
    const values = Object.values(STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
  });

  it('keeps default, favourites and last active company per user', () => {
    expect([...PER_USER_KEYS]).toEqual(['defaultCompanyId', 'favoriteCompanyIds', 'lastActiveCompanyId']);
  });
});

describe('userStorageKey', () => {
  it('prefixes the key with the app and the user id', () => {
    expect(userStorageKey(42, 'defaultCompanyId')).toBe('spendboard:user:42:default_company_id');
  });

  it('gives different users different keys', () => {
    expect(userStorageKey(1, 'favoriteCompanyIds')).not.toBe(userStorageKey(2, 'favoriteCompanyIds'));
  });
});

describe('companyPreferenceKeys', () => {
  it('lists the per-user key before the plain key when the user is known', () => {
    expect(companyPreferenceKeys('lastActiveCompanyId', 7)).toEqual([
      'spendboard:user:7:last_active_company_id',
      'last_active_subtenant_id',
    ]);
  });

  it("keeps the last active company under the spec's last_active_subtenant_id before the user is known", () => {
    expect(companyPreferenceKeys('lastActiveCompanyId')).toEqual(['last_active_subtenant_id']);
  });

  it('lists only the plain key before the user is known', () => {
    expect(companyPreferenceKeys('defaultCompanyId')).toEqual(['default_company_id']);
    expect(companyPreferenceKeys('defaultCompanyId', null)).toEqual(['default_company_id']);
  });
});

describe('readFirstStored', () => {
  const store: Record<string, string> = {
    'spendboard:user:7:default_company_id': 'user-company',
    default_company_id: 'plain-company',
    blank: '  ',
  };
  const getItem = (key: string) => store[key] ?? null;

  it('prefers the per-user value', () => {
    expect(readFirstStored(companyPreferenceKeys('defaultCompanyId', 7), getItem)).toBe('user-company');
  });

  it('falls back to the plain value, skipping missing and blank ones', () => {
    expect(readFirstStored(companyPreferenceKeys('defaultCompanyId', 8), getItem)).toBe('plain-company');
    expect(readFirstStored(['blank', 'default_company_id'], getItem)).toBe('plain-company');
    expect(readFirstStored(['missing'], getItem)).toBeNull();
  });
});

describe('parseStoredIdList', () => {
  it('reads a JSON list of ids, without duplicates or non-strings', () => {
    expect(parseStoredIdList('["a","b","a",3,null,""]')).toEqual(['a', 'b']);
  });

  it('reads missing or malformed values as an empty list', () => {
    expect(parseStoredIdList(null)).toEqual([]);
    expect(parseStoredIdList('')).toEqual([]);
    expect(parseStoredIdList('{not json')).toEqual([]);
    expect(parseStoredIdList('{"a":1}')).toEqual([]);
  });
});

describe('savedAccount', () => {
  it('round-trips the e-mail of the remembered account', () => {
    expect(parseSavedAccount(serializeSavedAccount({ email: ' manager@example.com ' }))).toEqual({ email: 'manager@example.com' });
  });

  it('reads anything malformed as no saved account', () => {
    for (const raw of [null, '', '{', '"manager@example.com"', '{"email":42}', '{"email":"  "}', '{"email":"no-at-sign"}', '[]']) {
      expect(parseSavedAccount(raw)).toBeNull();
    }
  });
});
