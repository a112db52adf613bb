import { describe, expect, it } from 'vitest';
import {
  erpReference,
  hasSyncInProgress,
  isAwaitingSync,
  isSyncAnswered,
  isVendorListed,
  refuseSyncStart,
  syncAnsweredAt,
  syncProblems,
  syncStateOf,
  type SyncFacts,
} from '../../../src/domain/accountingSync';

const ready: SyncFacts = { connected: true, date: '2026-11-10', lockDate: '2026-10-31', categories: [{ name: 'Travel', mapped: true }] };

describe('the sync pre-flight (what stops a record)', () => {
  it('lets a connected, coded, mapped record after the lock date through', () => {
    expect(syncProblems(ready)).toEqual([]);
    expect(syncProblems({ ...ready, lockDate: null })).toEqual([]);
  });

  it('names the connection alone when there is none (nothing else can be known)', () => {
    expect(syncProblems({ ...ready, connected: false, categories: [] })).toEqual([{ code: 'NO_CONNECTION', subject: null }]);
  });

  it('names the locked period, the missing coding, each unmapped category once and the missing vendor, in that order', () => {
    expect(syncProblems({ ...ready, date: '2026-10-31' })).toEqual([{ code: 'PERIOD_LOCKED', subject: '2026-10-31' }]);
    expect(syncProblems({ ...ready, date: '2026-11-01' })).toEqual([]);
    expect(syncProblems({ ...ready, categories: [] })).toEqual([{ code: 'NOT_CODED', subject: null }]);
    expect(
      syncProblems({
        ...ready,
        date: '2026-10-01',
        categories: [
          { name: 'Flights', mapped: false },
          { name: 'Travel', mapped: true },
          { name: 'Flights', mapped: false },
        ],
        vendor: { name: 'Gulf Office Supplies', inErp: false },
      }),
    ).toEqual([
      { code: 'PERIOD_LOCKED', subject: '2026-10-31' },
      { code: 'CATEGORY_NOT_MAPPED', subject: 'Flights' },
      { code: 'VENDOR_NOT_IN_ERP', subject: 'Gulf Office Supplies' },
    ]);
    expect(syncProblems({ ...ready, vendor: { name: 'Listed', inErp: true } })).toEqual([]);
  });
});

describe('starting and answering a sync', () => {
  it('refuses a second start while one runs, and a synced record inside the locked period', () => {
    expect(refuseSyncStart({ status: 'IN_PROGRESS', locked: false })).toBe('in_progress');
    expect(refuseSyncStart({ status: 'SYNCED', locked: true })).toBe('locked_synced');
    expect(refuseSyncStart({ status: 'SYNCED', locked: false })).toBeNull();
    expect(refuseSyncStart({ status: 'ERROR', locked: true })).toBeNull();
    expect(refuseSyncStart({ status: 'NOT_SYNCED', locked: false })).toBeNull();
  });

  it('answers once the step has passed, dated at the start plus the step', () => {
    const start = '2026-11-25T10:00:00.000Z';
    expect(isSyncAnswered(start, new Date('2026-11-25T10:00:03.999Z'), 4000)).toBe(false);
    expect(isSyncAnswered(start, new Date('2026-11-25T10:00:04.000Z'), 4000)).toBe(true);
    expect(syncAnsweredAt(start, 4000)).toBe('2026-11-25T10:00:04.000Z');
  });

  it('waits for a sync when never synced or failed; polls while any is in progress', () => {
    expect(['NOT_SYNCED', 'IN_PROGRESS', 'SYNCED', 'ERROR'].filter((status) => isAwaitingSync(status as never))).toEqual([
      'NOT_SYNCED',
      'ERROR',
    ]);
    expect(hasSyncInProgress([{ sync: { status: 'SYNCED' } }, { sync: { status: 'IN_PROGRESS' } }])).toBe(true);
    expect(hasSyncInProgress([{ sync: { status: 'ERROR' } }])).toBe(false);
  });

  it('reads a record without a state as never synced, and copies the state', () => {
    expect(syncStateOf({}).status).toBe('NOT_SYNCED');
    const row = {
      accounting_sync: { ...syncStateOf({}), status: 'ERROR' as const, error: { code: 'NOT_CODED' as const, message: 'x', subject: null } },
    };
    const copy = syncStateOf(row);
    copy.error!.message = 'changed';
    expect(row.accounting_sync.error.message).toBe('x');
  });
});

describe('vendors and references', () => {
  it('finds a vendor by TRN (spaces and dashes ignored), else by name in any case', () => {
    const listed = [
      { name: 'Gulf Office Supplies', trn: '100234567800003' },
      { name: 'Souk Cash Supplier', trn: null },
    ];
    expect(isVendorListed({ name: 'Another name', trn: '100-2345 6780-0003' }, listed)).toBe(true);
    expect(isVendorListed({ name: 'Gulf Office Supplies', trn: '100999999900003' }, listed)).toBe(false);
    expect(isVendorListed({ name: ' souk cash supplier ', trn: null }, listed)).toBe(true);
    expect(isVendorListed({ name: 'Unknown', trn: null }, listed)).toBe(false);
  });

  it('builds the reference from the system, the list and the id', () => {
    expect(erpReference('quickbooks_online', 'payables', 42)).toBe('QBO-BILL-000042');
    expect(erpReference('xero', 'expenses', 7)).toBe('XERO-EXP-000007');
    expect(erpReference(null, 'expenses', 7)).toBe('ERP-EXP-000007');
  });
});
