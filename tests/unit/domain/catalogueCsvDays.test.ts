import { describe, expect, it } from 'vitest';
import type { Project } from '../../../src/api/schema';
import { csvDay } from '../../../src/domain/catalogueImportColumns';
import { projectCsvRow } from '../../../src/resources/projects/projectCsv';

describe('catalogue CSV days (spec §9: DD/MM/YYYY, as every export writes them)', () => {
  it('reads DD/MM/YYYY, with or without separators, as the API day', () => {
    expect(csvDay('15/12/2026')).toBe('2026-12-15');
    expect(csvDay(' 1/6/2026 ')).toBe('2026-06-01');
    expect(csvDay('15122026')).toBe('2026-12-15');
    expect(csvDay('15.12.2026')).toBe('2026-12-15');
  });

  it('keeps reading YYYY-MM-DD from older files', () => {
    expect(csvDay('2026-12-15')).toBe('2026-12-15');
  });

  it('is null when empty and keeps anything else as written, so the import names it on its column', () => {
    expect(csvDay('')).toBeNull();
    expect(csvDay('   ')).toBeNull();
    expect(csvDay('31/02/2026')).toBe('31/02/2026');
    expect(csvDay('12/15/2026')).toBe('12/15/2026');
    expect(csvDay('soon')).toBe('soon');
  });

  it('a project exports its days DD/MM/YYYY, which read back as the same days', () => {
    const project = {
      name: 'Roadshow',
      code: 'ROAD-1',
      start_date: '2026-03-01',
      end_date: '2026-04-30',
      budget: 75000,
      currency: 'AED',
      owner_email: 'lina@example.com',
      department_names: ['Finance', 'Sales'],
    } as Project;
    const row = projectCsvRow(project);
    expect(row).toMatchObject({ start_date: '01/03/2026', end_date: '30/04/2026', departments: 'Finance;Sales' });
    expect([csvDay(String(row.start_date)), csvDay(String(row.end_date))]).toEqual(['2026-03-01', '2026-04-30']);
    expect(projectCsvRow({ ...project, start_date: null, end_date: null })).toMatchObject({ start_date: '', end_date: '' });
  });
});

describe('purchase order export', () => {
  it('writes the expected day and the day it was created DD/MM/YYYY', async () => {
    const { purchaseOrderCatalogue } = await import('../../../src/resources/purchase-orders/purchaseOrderCatalogue');
    const row = purchaseOrderCatalogue.toCsvRow({
      id: 1,
      number: 'PO-0001',
      expected_date: '2026-12-15',
      created_at: '2026-11-27T21:15:00Z',
    } as Parameters<typeof purchaseOrderCatalogue.toCsvRow>[0]);
    expect(row).toMatchObject({ expected_date: '15/12/2026', created_at: '28/11/2026' });
  });
});
