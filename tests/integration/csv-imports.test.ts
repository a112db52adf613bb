import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, gulfRetail] = SEEDED_COMPANIES;

const api = useTestServer();

const membersOf = (companyId: string) => api.db().members.filter((row) => row.company_id === companyId);
const categoriesOf = (companyId: string) => api.db().categories.filter((row) => row.company_id === companyId);
const departmentOf = (companyId: string) => api.db().departments.find((row) => row.company_id === companyId)!;
const glAccount = (companyId: string, code: string) =>
  api.db().glAccounts.find((row) => row.company_id === companyId && row.code === code)!;
const taxRate = (companyId: string, name: string) => api.db().taxRates.find((row) => row.company_id === companyId && row.name === name)!;

type RowError = { line: number; column: string; message: string };

describe('people import (POST members/import, all or nothing)', () => {
  const person = (email: string, department = '') => ({ first_name: 'Lina', last_name: 'Saleh', email, department });

  it('answers 401 without a token and 403 without invite people', async () => {
    const body = { rows: [person('new.person@acme.example.com')] };
    expect((await api.send('POST', '/api/admin/members/import', body, { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.send('POST', '/api/admin/members/import', body, { accessToken: manager, tenant: gulfRetail.id })).status).toBe(403);
    expect(membersOf(gulfRetail.id).some((row) => row.email === 'new.person@acme.example.com')).toBe(false);
  });

  it('invites nobody when one row is invalid, naming each line and column; a valid file invites every row', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = membersOf(acme.id).length;
    const department = departmentOf(acme.id);
    const existing = membersOf(acme.id)[0];
    const bad = await api.send(
      'POST',
      '/api/admin/members/import',
      {
        rows: [
          person('lina.saleh@acme.example.com', department.name.toUpperCase()),
          { ...person('not-an-email'), first_name: '' },
          person(existing.email.toUpperCase()),
          person('LINA.saleh@acme.example.com'),
          person('omar@acme.example.com', 'No such department'),
        ],
      },
      options,
    );
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { message: string; errors: RowError[] };
    expect(body.message).toBe('4 lines have errors; nothing was imported.');
    expect(body.errors.map((error) => [error.line, error.column])).toEqual([
      [3, 'first_name'],
      [3, 'email'],
      [4, 'email'],
      [5, 'email'],
      [6, 'department'],
    ]);
    expect(body.errors.find((error) => error.line === 4)!.message).toBe('The email has already been taken.');
    expect(body.errors.find((error) => error.line === 6)!.message).toBe('No department of the company is named "No such department".');
    expect(membersOf(acme.id)).toHaveLength(count);

    const good = await api.send(
      'POST',
      '/api/admin/members/import',
      { rows: [person('lina.saleh@acme.example.com', department.name.toUpperCase()), person('omar.khalil@acme.example.com')] },
      options,
    );
    expect(good.status).toBe(201);
    expect(await good.json()).toEqual({ data: { imported: 2 } });
    expect(membersOf(acme.id)).toHaveLength(count + 2);
    expect(membersOf(acme.id).find((row) => row.email === 'lina.saleh@acme.example.com')).toMatchObject({
      status: 'invited',
      department_id: department.id,
    });
  });

  it('takes no department of another company and no department name two share; answers in Arabic when asked', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = departmentOf(desertLogistics.id);
    api.db().departments.push({ ...departmentOf(acme.id), id: 9001, name: 'Twins' }, { ...departmentOf(acme.id), id: 9002, name: 'Twins' });
    api.db().departments.push({ ...foreign, id: 9003, name: 'Only in Desert Logistics' });
    const response = await api.send(
      'POST',
      '/api/admin/members/import',
      { rows: [person('a.one@acme.example.com', 'Only in Desert Logistics'), person('a.two@acme.example.com', 'twins')] },
      { accessToken, tenant: acme.id },
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: RowError[] }).errors).toEqual([
      { line: 2, column: 'department', message: 'No department of the company is named "Only in Desert Logistics".' },
      { line: 3, column: 'department', message: '2 departments are named "twins"; rename one of them first.' },
    ]);
    const arabic = await api.send(
      'POST',
      '/api/admin/members/import',
      { rows: [person('a.one@acme.example.com', 'Only in Desert Logistics')] },
      { accessToken, tenant: acme.id, language: 'ar' },
    );
    const arabicBody = (await arabic.json()) as { message: string; errors: RowError[] };
    expect(arabicBody.errors[0].message).toContain('لا يوجد قسم في الشركة باسم');
    expect(membersOf(acme.id).some((row) => row.email.startsWith('a.'))).toBe(false);
  });
});

describe('category import: references by name', () => {
  const row = { parent_code: '', gl_account: '', tax_rate: '', receipt_required_above: '', mcc_categories: '' };

  it('resolves a GL account by code or name and a tax rate by name; unknown, archived or shared names are row errors and nothing is written', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = categoriesOf(acme.id).length;
    api.db().glAccounts.push({ ...glAccount(acme.id, '6100'), id: 9101, code: '6101', name: 'Twin account' });
    api.db().glAccounts.push({ ...glAccount(acme.id, '6100'), id: 9102, code: '6102', name: 'Twin account' });
    const bad = await api.send(
      'POST',
      '/api/admin/categories/import',
      {
        rows: [
          { ...row, name: 'Visas', code: 'VISA', gl_account: '6900', tax_rate: 'exempt' },
          { ...row, name: 'Old cash', code: 'OLD', gl_account: 'Petty cash – old branch' },
          { ...row, name: 'Twins', code: 'TWN', gl_account: 'twin account', tax_rate: 'Luxury 20%' },
        ],
      },
      options,
    );
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: RowError[] }).errors).toEqual([
      { line: 3, column: 'gl_account', message: 'No active GL account has the code or name "Petty cash – old branch".' },
      { line: 4, column: 'gl_account', message: '2 active GL accounts are named "twin account"; use the account\'s code.' },
      { line: 4, column: 'tax_rate', message: 'No active tax rate is named "Luxury 20%".' },
    ]);
    expect(categoriesOf(acme.id)).toHaveLength(count);

    const good = await api.send(
      'POST',
      '/api/admin/categories/import',
      {
        rows: [
          { ...row, name: 'Visas', code: 'VISA', gl_account: '6900', tax_rate: 'exempt' },
          { ...row, name: 'Airport taxis', code: 'TAXI', gl_account: 'travel and accommodation', tax_rate: 'UAE VAT 5%' },
        ],
      },
      options,
    );
    expect(await good.json()).toEqual({ data: { imported: 2 } });
    const visas = categoriesOf(acme.id).find((category) => category.code === 'VISA')!;
    expect(visas).toMatchObject({ gl_account_id: glAccount(acme.id, '6900').id, tax_rate_id: taxRate(acme.id, 'Exempt').id });
    const taxi = categoriesOf(acme.id).find((category) => category.code === 'TAXI')!;
    expect(taxi.gl_account_id).toBe(glAccount(acme.id, '6100').id);
    expect(taxi.gl_account_id).not.toBe(glAccount(desertLogistics.id, '6100').id);
    const read = (await (await api.get(`/api/admin/categories/${taxi.id}`, options)).json()) as { data: Record<string, unknown> };
    expect(read.data).toMatchObject({ gl_account_code: '6100', tax_rate_name: 'UAE VAT 5%' });
  });
});

describe('counterpart and project imports: references by name', () => {
  it('resolve an owner by e-mail, a default category by name and departments by names; unknown ones are row errors, nothing written', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const owner = membersOf(acme.id)[0];
    const foreignOwner = membersOf(desertLogistics.id)[0];
    const departments = api
      .db()
      .departments.filter((row) => row.company_id === acme.id)
      .slice(0, 2);
    const category = categoriesOf(acme.id).find((row) => row.code === 'SW')!;
    const counterparts = () => api.db().counterparts.filter((row) => row.company_id === acme.id);
    const projects = () => api.db().projects.filter((row) => row.company_id === acme.id);
    const [counterpartCount, projectCount] = [counterparts().length, projects().length];

    const vendor = { name: 'Creek Movers', payment_terms_days: '30', default_category: 'software', owner: foreignOwner.email };
    const badVendor = await api.send('POST', '/api/admin/counterparts/import', { rows: [vendor] }, options);
    expect(((await badVendor.json()) as { errors: RowError[] }).errors).toEqual([
      { line: 2, column: 'owner', message: `No person of the company has the e-mail "${foreignOwner.email}".` },
    ]);
    const project = { name: 'Roadshow', code: 'ROAD-1', owner: owner.email, departments: `${departments[0].name}; Nowhere` };
    const badProject = await api.send('POST', '/api/admin/projects/import', { rows: [project] }, options);
    expect(((await badProject.json()) as { errors: RowError[] }).errors).toEqual([
      { line: 2, column: 'departments', message: 'No department of the company is named "Nowhere".' },
    ]);
    expect([counterparts().length, projects().length]).toEqual([counterpartCount, projectCount]);

    const goodVendor = await api.send(
      'POST',
      '/api/admin/counterparts/import',
      { rows: [{ ...vendor, owner: owner.email.toUpperCase() }] },
      options,
    );
    expect(goodVendor.status).toBe(201);
    const creek = counterparts().find((row) => row.name === 'Creek Movers')!;
    expect(creek).toMatchObject({ owner_id: owner.id, default_category_id: category.id });
    const goodProject = await api.send(
      'POST',
      '/api/admin/projects/import',
      { rows: [{ ...project, departments: departments.map((row) => row.name).join(';') }] },
      options,
    );
    expect(goodProject.status).toBe(201);
    const roadshow = projects().find((row) => row.code === 'ROAD-1')!;
    expect(roadshow).toMatchObject({ owner_id: owner.id, department_ids: departments.map((row) => row.id) });
    // The export's columns come back in every answer: the names a file imports with.
    const readVendor = (await (await api.get(`/api/admin/counterparts/${creek.id}`, options)).json()) as { data: Record<string, unknown> };
    expect(readVendor.data).toMatchObject({ default_category_code: 'SW', owner_email: owner.email });
    const readProject = (await (await api.get(`/api/admin/projects/${roadshow.id}`, options)).json()) as { data: Record<string, unknown> };
    expect(readProject.data).toMatchObject({ owner_email: owner.email, department_names: departments.map((row) => row.name) });
  });
});
