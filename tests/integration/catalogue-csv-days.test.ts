import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import type { Project } from '../../src/api/schema';
import { PROJECT_IMPORT_COLUMNS } from '../../src/domain/catalogueImportColumns.ts';
import { csvRecords, writeCsv } from '../../src/domain/csv.ts';
import { projectCsvRow } from '../../src/resources/projects/projectCsv.ts';
import { useTestServer } from './mockServer.ts';

const [acme] = SEEDED_COMPANIES;
const api = useTestServer();

describe('catalogue CSV days: the export writes DD/MM/YYYY and the import reads the same file back', () => {
  it('a project exported to CSV, deleted, then imported from that file unchanged comes back with the same days', async () => {
    const options = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const owner = api.db().members.find((row) => row.company_id === acme.id && row.status === 'active')!;
    const departments = api
      .db()
      .departments.filter((row) => row.company_id === acme.id)
      .slice(0, 2);
    const written = {
      name: 'Round trip',
      code: 'ROUND-1',
      start_date: '2026-03-01',
      end_date: '2026-04-30',
      budget: 75000,
      currency: 'AED',
      owner_id: owner.id,
      department_ids: departments.map((row) => row.id),
    };
    const created = await api.send('POST', '/api/admin/projects', written, options);
    expect(created.status).toBe(201);
    const { data: project } = (await created.json()) as { data: Project };

    const file = writeCsv([projectCsvRow(project)], PROJECT_IMPORT_COLUMNS);
    expect(file.split(/\r?\n/)[1]).toContain('01/03/2026,30/04/2026');
    expect((await api.send('DELETE', `/api/admin/projects/${project.id}`, undefined, options)).status).toBe(204);

    const imported = await api.send('POST', '/api/admin/projects/import', { rows: csvRecords(file).rows }, options);
    expect(await imported.json()).toEqual({ data: { imported: 1 } });
    const back = api.db().projects.find((row) => row.company_id === acme.id && row.code === 'ROUND-1')!;
    expect(back).toMatchObject({ ...written, id: back.id });
  });

  it('an older file with YYYY-MM-DD days still imports; a day that is not a date is refused on its column', async () => {
    const options = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const row = { name: 'Old file', code: 'OLD-1', start_date: '2026-01-01', end_date: '31122026', budget: '', currency: 'AED' };
    const bad = await api.send('POST', '/api/admin/projects/import', { rows: [{ ...row, start_date: '31/02/2026' }] }, options);
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: { column: string }[] }).errors.map((error) => error.column)).toEqual(['start_date']);
    const ok = await api.send('POST', '/api/admin/projects/import', { rows: [row] }, options);
    expect(ok.status).toBe(201);
    expect(api.db().projects.find((each) => each.company_id === acme.id && each.code === 'OLD-1')).toMatchObject({
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
  });

  it('a purchase order line with its expected day as DD/MM/YYYY imports as that day; lines of one order may write it either way', async () => {
    const options = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const db = api.db();
    const vendor = db.counterparts.find((each) => each.company_id === acme.id && each.status === 'active' && !each.is_on_hold)!;
    const rate = db.taxRates.find((each) => each.company_id === acme.id && each.status === 'active' && each.type === 'standard')!;
    const line = { reference: 'A', vendor: vendor.name, currency: 'AED', quantity: '1', unit_price: '10', vat_rate: rate.name };
    const before = db.purchaseOrders.length;
    const response = await api.send(
      'POST',
      '/api/admin/purchase-orders/import',
      {
        rows: [
          { ...line, expected_date: '15/12/2026', description: 'Paper' },
          { ...line, expected_date: '2026-12-15', description: 'Pens' },
        ],
      },
      options,
    );
    expect(response.status).toBe(201);
    expect(
      api
        .db()
        .purchaseOrders.slice(before)
        .map((each) => each.expected_date),
    ).toEqual(['2026-12-15']);
  });
});
