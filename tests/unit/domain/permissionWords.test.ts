import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PERMISSION_GROUPS } from '../../../src/domain/permissionNames';
import {
  PERMISSION_COLUMNS,
  permissionColumnKey,
  permissionGrid,
  permissionPlace,
  permissionRowKey,
  permissionWordsKey,
} from '../../../src/domain/permissionWords';
import { en } from '../../../src/i18n/en';
import { ar } from '../../../src/i18n/ar';
import { permissionWordsMessagesAr } from '../../../src/i18n/ar/permissionWords';
import { RESOURCE_TEXT_MODULES } from '../../../src/i18n/ar/resources';
import { gatherResourceTexts, withResourcePermissionWords } from '../../../src/i18n/gatherResourceTexts';
import { lookup } from '../../support/messageLookup';

/** Arabic looked up in the Arabic catalogues alone (with the resources' own words): the merged one would fall back to English. */
const arabicOnly = { spendboard: withResourcePermissionWords(permissionWordsMessagesAr, gatherResourceTexts(RESOURCE_TEXT_MODULES)) };
const ARABIC = /[\u0600-\u06FF]/;

describe('permission words (issue 21 item 13)', () => {
  it('has English and Arabic words for every permission name', () => {
    for (const name of ALL_PERMISSIONS) {
      const english = lookup(en, permissionWordsKey(name));
      const arabic = lookup(arabicOnly, permissionWordsKey(name));
      expect(english, name).toBeTruthy();
      expect(arabic, name).toMatch(ARABIC);
      // Plain words, not the raw name.
      expect(english).not.toBe(name);
      expect(english).not.toMatch(/_/);
    }
  });

  it('places every permission in a known row and column, both labelled in English and Arabic', () => {
    for (const name of ALL_PERMISSIONS) {
      const place = permissionPlace(name);
      expect(place.known, name).toBe(true);
      for (const key of [permissionRowKey(place.row), permissionColumnKey(place.column)]) {
        expect(lookup(en, key), key).toBeTruthy();
        expect(lookup(arabicOnly, key), key).toMatch(ARABIC);
      }
    }
    expect(lookup(ar, permissionWordsKey('update_member_limits_inherited'))).toMatch(ARABIC);
  });

  it('gives each permission of an area its own cell', () => {
    for (const names of Object.values(PERMISSION_GROUPS)) {
      const grid = permissionGrid(names);
      const cells = grid.rows.flatMap((row) => Object.values(row.cells));
      expect(cells.sort()).toEqual([...names].sort());
    }
  });

  it('shows limits with the modes as columns and transfers with the receiving side as columns', () => {
    const limits = permissionGrid(PERMISSION_GROUPS.limits);
    expect(limits.columns).toEqual(['limit_inherited', 'limit_limit', 'limit_balance']);
    expect(limits.rows.map((row) => row.row)).toEqual(['member_limits', 'department_limits', 'company_limits', 'card_limits']);
    expect(limits.rows[0].cells.limit_inherited).toBe('update_member_limits_inherited');

    const transfers = permissionGrid(PERMISSION_GROUPS.transfers);
    expect(transfers.columns).toEqual(['to_member', 'to_department', 'to_company', 'to_card']);
    expect(transfers.rows.find((row) => row.row === 'from_company')?.cells.to_card).toBe('transfer_from_company_to_card');
    expect(transfers.rows.find((row) => row.row === 'from_company')?.cells.to_company).toBeUndefined();
  });

  it('keeps the columns in one order and puts a name it does not know in a row of its own', () => {
    const grid = permissionGrid(['delete roles', 'read roles', 'do magic']);
    expect(grid.columns).toEqual(PERMISSION_COLUMNS.filter((column) => ['view', 'delete', 'use'].includes(column)));
    expect(grid.rows).toEqual([
      { row: 'roles', known: true, cells: { delete: 'delete roles', view: 'read roles' } },
      { row: 'do_magic', known: false, cells: { use: 'do magic' } },
    ]);
  });
});
