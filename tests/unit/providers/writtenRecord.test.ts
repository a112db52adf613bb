import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyWrittenRecord, invalidateLists } from '../../../src/providers/data/writtenRecord';

const before = { id: 7, merchant: 'Careem', status: 'submitted', category_id: 1 };
const other = { id: 8, merchant: 'Noon', status: 'submitted', category_id: 2 };
const written = { ...before, status: 'approved', category_id: 3 };

function seeded() {
  const client = new QueryClient();
  client.setQueryData(['expenses', 'getOne', { id: '7' }], before);
  client.setQueryData(['expenses', 'getOne', { id: '8' }], other);
  client.setQueryData(['expenses', 'getList', { page: 1 }], { data: [before, other], total: 2 });
  client.setQueryData(['expenses', 'getMany', { ids: [7, 8] }], [before, other]);
  client.setQueryData(['spendboard', 'acme', 'expense-activity', 7], ['created']);
  client.setQueryData(['spendboard', 'acme', 'wallet'], { balance: 10 });
  client.setQueryData(['cards', 'getOne', { id: '7' }], { id: 7, name: 'A card with the same id' });
  return client;
}

const invalidated = (client: QueryClient, queryKey: unknown[]) => client.getQueryState(queryKey)?.isInvalidated ?? false;

describe('applyWrittenRecord (a write shows the record the API answered, without refetching the world)', () => {
  it('writes the record where it is one and where it is a row, marks its lists and the named families stale, and nothing else', () => {
    const client = seeded();
    applyWrittenRecord(client, 'expenses', written, [['spendboard', 'acme', 'expense-activity', 7]]);

    expect(client.getQueryData(['expenses', 'getOne', { id: '7' }])).toEqual(written);
    expect(client.getQueryData(['expenses', 'getOne', { id: '8' }])).toEqual(other);
    expect(client.getQueryData(['expenses', 'getList', { page: 1 }])).toEqual({ data: [written, other], total: 2 });
    expect(client.getQueryData(['expenses', 'getMany', { ids: [7, 8] }])).toEqual([written, other]);

    expect(invalidated(client, ['expenses', 'getList', { page: 1 }])).toBe(true);
    expect(invalidated(client, ['spendboard', 'acme', 'expense-activity', 7])).toBe(true);
    // The record itself is as the API answered: not read again; other resources and families untouched.
    expect(invalidated(client, ['expenses', 'getOne', { id: '7' }])).toBe(false);
    expect(invalidated(client, ['spendboard', 'acme', 'wallet'])).toBe(false);
    expect(client.getQueryData(['cards', 'getOne', { id: '7' }])).toEqual({ id: 7, name: 'A card with the same id' });
    expect(invalidated(client, ['cards', 'getOne', { id: '7' }])).toBe(false);
  });

  it('keeps fields of a cached record the answer does not carry (a list row with more columns)', () => {
    const client = new QueryClient();
    client.setQueryData(['expenses', 'getList', {}], { data: [{ ...before, receipt_count: 2 }], total: 1 });
    applyWrittenRecord(client, 'expenses', written);
    expect(client.getQueryData(['expenses', 'getList', {}])).toEqual({ data: [{ ...written, receipt_count: 2 }], total: 1 });
  });
});

describe('invalidateLists (after a CSV import, which answers only how many)', () => {
  it("marks only the imported resource's lists stale: its records, other resources and families stay", () => {
    const client = seeded();
    client.setQueryData(['cards', 'getList', { page: 1 }], { data: [], total: 0 });
    invalidateLists(client, 'expenses');
    expect(invalidated(client, ['expenses', 'getList', { page: 1 }])).toBe(true);
    expect(invalidated(client, ['expenses', 'getOne', { id: '7' }])).toBe(false);
    expect(invalidated(client, ['cards', 'getList', { page: 1 }])).toBe(false);
    expect(invalidated(client, ['spendboard', 'acme', 'wallet'])).toBe(false);
  });
});
