import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { thawState } from '../../../server/mock-api/sandbox/sandboxState.ts';
import { snapshotFromFile, snapshotToJson } from '../../../server/mock-api/sandbox/snapshotFile.ts';
import { MockStore } from '../../../server/mock-api/store/store.ts';

describe('snapshot files', () => {
  it('keeps Buffers, Maps and a __proto__ key through JSON', () => {
    const db = new MockStore('default').db;
    const receipt = Buffer.from('%PDF-1.4 receipt bytes');
    db.complianceState.evaluated.set('company-1', { key: 'r1', flags: [], scores: null });
    const row = JSON.parse('{"__proto__": {"polluted": true}, "bytes": null}') as Record<string, unknown>;
    row.bytes = receipt;
    (db as unknown as { extraRows: unknown[] }).extraRows = [row];
    const frozen = serialize({ db, public: { accountTokens: [] }, clock: { offsetMs: 86_400_000, frozenAtMs: null } });
    const json = snapshotToJson({ name: 'unit', created_at: '2026-01-01T00:00:00.000Z', source: 'default', frozen });

    const back = thawState(snapshotFromFile(JSON.parse(json), new MockStore('default').db, 'unit-copy').frozen);
    const backRow = (back.db as unknown as { extraRows: Record<string, unknown>[] }).extraRows[0];
    expect(Buffer.isBuffer(backRow.bytes)).toBe(true);
    expect((backRow.bytes as Buffer).equals(receipt)).toBe(true);
    expect(Object.getPrototypeOf(backRow)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(back.db.complianceState.evaluated).toBeInstanceOf(Map);
    expect(back.db.complianceState.evaluated.get('company-1')).toEqual({ key: 'r1', flags: [], scores: null });
    expect(back.clock).toEqual({ offsetMs: 86_400_000, frozenAtMs: null });
    expect(back.db.departments).toEqual(db.departments);
  });
});
