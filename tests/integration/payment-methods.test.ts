import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;
const nile = SEEDED_COMPANIES[6];

const api = useTestServer();

const methodsOf = (companyId: string) => api.db().paymentMethods.filter((row) => row.company_id === companyId);
const defaultOf = (companyId: string) => methodsOf(companyId).filter((row) => row.is_default);

describe('payment methods (a catalogue with one default)', () => {
  it('answers 401 without a token, 403 without the permission and 404 for another company’s method', async () => {
    expect((await api.get('/api/admin/payment-methods', { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get('/api/admin/payment-methods', { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = methodsOf(desertLogistics.id)[1];
    const options = { accessToken, tenant: acme.id };
    expect((await api.get(`/api/admin/payment-methods/${foreign.id}`, options)).status).toBe(404);
    const write = { type: 'cash', name: 'Mine', is_default: true };
    expect((await api.send('PUT', `/api/admin/payment-methods/${foreign.id}`, write, options)).status).toBe(404);
    expect(foreign.name).not.toBe('Mine');
  });

  it('lists the default first; making another the default moves it, and the default cannot be unset, archived or deleted', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const list = (await (await api.get('/api/admin/payment-methods', options)).json()).data;
    expect(list[0]).toMatchObject({ type: 'bank_transfer', is_default: true });
    const [bank] = defaultOf(acme.id);
    const cash = methodsOf(acme.id).find((row) => row.type === 'cash')!;

    const unset = await api.send(
      'PUT',
      `/api/admin/payment-methods/${bank.id}`,
      { type: bank.type, name: bank.name, is_default: false },
      options,
    );
    expect(unset.status).toBe(422);
    expect(Object.keys((await unset.json()).errors)).toEqual(['is_default']);
    const archive = await api.send('PATCH', `/api/admin/payment-methods/${bank.id}/status`, { status: 'archived' }, options);
    expect(archive.status).toBe(409);
    expect((await archive.json()).message).toBe('This is the default payment method; make another one the default first.');
    expect((await api.send('DELETE', `/api/admin/payment-methods/${bank.id}`, undefined, options)).status).toBe(409);
    expect(bank).toMatchObject({ is_default: true, status: 'active' });

    const moved = await api.send(
      'PUT',
      `/api/admin/payment-methods/${cash.id}`,
      { type: 'cash', name: cash.name, is_default: true },
      options,
    );
    expect(moved.status).toBe(200);
    expect(defaultOf(acme.id).map((row) => row.id)).toEqual([cash.id]);
    expect((await api.send('DELETE', `/api/admin/payment-methods/${bank.id}`, undefined, options)).status).toBe(204);
  });

  it("makes a company's first method its default, and a new one sent as default the only default", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const first = await api.send(
      'POST',
      '/api/admin/payment-methods',
      { type: 'cheque', name: 'Cheques' },
      { accessToken, tenant: nile.id },
    );
    expect((await first.json()).data).toMatchObject({ is_default: true, status: 'active', details: null });
    const options = { accessToken, tenant: acme.id };
    const card = await api.send(
      'POST',
      '/api/admin/payment-methods',
      { type: 'card', name: 'Amex', details: '•••• 1005', is_default: true },
      options,
    );
    expect(card.status).toBe(201);
    expect(defaultOf(acme.id).map((row) => row.name)).toEqual(['Amex']);
  });

  it('refuses an import with two defaults or an unknown type, naming the lines; a good file adds its rows', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = methodsOf(acme.id).length;
    const bad = await api.send(
      'POST',
      '/api/admin/payment-methods/import',
      {
        rows: [
          { type: 'card', name: 'Visa', details: '', is_default: 'yes' },
          { type: 'crypto', name: 'Wallet', details: '', is_default: 'maybe' },
          { type: 'cash', name: 'Till', details: '', is_default: 'true' },
        ],
      },
      options,
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual([
      { line: 3, column: 'type', message: 'The type must be one of: bank_transfer, card, cash, cheque.' },
      { line: 3, column: 'is_default', message: 'The is_default field must be true or false.' },
      { line: 4, column: 'is_default', message: 'Only one payment method can be the default.' },
    ]);
    expect(methodsOf(acme.id)).toHaveLength(count);

    const good = await api.send(
      'POST',
      '/api/admin/payment-methods/import',
      { rows: [{ type: 'card', name: 'Visa', is_default: 'yes' }] },
      options,
    );
    expect(good.status).toBe(201);
    expect(defaultOf(acme.id).map((row) => row.name)).toEqual(['Visa']);
  });
});
