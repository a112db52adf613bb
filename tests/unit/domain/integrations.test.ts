import { describe, expect, it } from 'vitest';
import {
  canImport,
  connectionConflict,
  importSummary,
  isMapped,
  mappingOrder,
  matchVendorsByTrn,
  unmappedCount,
} from '../../../src/domain/integrations';

describe('one connection per company', () => {
  it('refuses another provider while one is connected or needs attention; the same provider reconnects', () => {
    expect(connectionConflict({ provider: 'xero', status: 'connected' }, 'odoo')).toBe('xero');
    expect(connectionConflict({ provider: 'xero', status: 'needs_attention' }, 'netsuite')).toBe('xero');
    expect(connectionConflict({ provider: 'xero', status: 'needs_attention' }, 'xero')).toBeNull();
    expect(connectionConflict({ provider: 'xero', status: 'disconnected' }, 'odoo')).toBeNull();
    expect(connectionConflict({ provider: null, status: 'disconnected' }, 'odoo')).toBeNull();
  });

  it('imports only over a working connection', () => {
    expect(canImport({ provider: 'xero', status: 'connected' })).toBe(true);
    expect(canImport({ provider: 'xero', status: 'needs_attention' })).toBe(false);
    expect(canImport({ provider: 'xero', status: 'disconnected' })).toBe(false);
  });
});

describe('vendors matched by TRN', () => {
  const counterparts = [
    { id: 1, trn: '100000000000003' },
    { id: 2, trn: null },
    { id: 3, trn: '100000000000003' },
  ];

  it('matches spaced TRNs to the first counterpart, creates new ones, skips missing, invalid and repeated TRNs', () => {
    const vendors = [
      { name: 'A', trn: '100 0000 0000 0003' },
      { name: 'B', trn: '100-1111-2222-3337' },
      { name: 'C', trn: null },
      { name: 'D', trn: '   ' },
      { name: 'E', trn: '200000000000003' },
      { name: 'F', trn: '100111122223337' },
    ];
    expect(matchVendorsByTrn(counterparts, vendors).map(({ vendor, ...rest }) => [vendor.name, rest])).toEqual([
      ['A', { action: 'match', trn: '100000000000003', counterpartId: 1 }],
      ['B', { action: 'create', trn: '100111122223337' }],
      ['C', { action: 'skip', reason: 'no_trn' }],
      ['D', { action: 'skip', reason: 'no_trn' }],
      ['E', { action: 'skip', reason: 'invalid_trn' }],
      ['F', { action: 'skip', reason: 'duplicate_in_source' }],
    ]);
  });
});

describe('import summary', () => {
  it('counts created, updated and skipped, and the skipped ones by reason in order of appearance', () => {
    expect(
      importSummary([
        { name: 'a', outcome: 'created', reason_code: null },
        { name: 'b', outcome: 'skipped', reason_code: 'unchanged' },
        { name: 'c', outcome: 'skipped', reason_code: 'no_trn' },
        { name: 'd', outcome: 'updated', reason_code: null },
        { name: 'e', outcome: 'skipped', reason_code: 'unchanged' },
      ]),
    ).toEqual({
      created: 1,
      updated: 1,
      skipped: 3,
      reasons: [
        { reason: 'unchanged', count: 2 },
        { reason: 'no_trn', count: 1 },
      ],
    });
    expect(importSummary([])).toEqual({ created: 0, updated: 0, skipped: 0, reasons: [] });
  });
});

describe('category mapping', () => {
  const active = new Set([10, 11]);
  const categories = [
    { name: 'Travel', parent_name: null, gl_account_id: 10 },
    { name: 'Flights', parent_name: 'Travel', gl_account_id: null },
    { name: 'Vehicle', parent_name: null, gl_account_id: 99 },
    { name: 'Fuel', parent_name: 'Vehicle', gl_account_id: 11 },
    { name: 'Advertising', parent_name: null, gl_account_id: 11 },
  ];

  it('is mapped only to an active account of the company', () => {
    expect(isMapped({ gl_account_id: 10 }, active)).toBe(true);
    expect(isMapped({ gl_account_id: 99 }, active)).toBe(false);
    expect(isMapped({ gl_account_id: null }, active)).toBe(false);
    expect(unmappedCount(categories, active)).toBe(2);
  });

  it('lists the unmapped first, each group in tree order (a parent, then its children)', () => {
    expect(mappingOrder(categories, active).map((category) => category.name)).toEqual([
      'Flights',
      'Vehicle',
      'Advertising',
      'Travel',
      'Fuel',
    ]);
  });
});
