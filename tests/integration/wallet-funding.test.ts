import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { isLedgerConsistent } from '../../src/domain/walletLedger.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, , , , marina] = SEEDED_COMPANIES;

const api = useTestServer();

const acmeRow = () => api.db().companies.find((row) => row.id === acme.id)!;
const ledgerOf = (companyId: string) => api.db().walletEntries.filter((row) => row.company_id === companyId);
const snapshot = () =>
  JSON.stringify([
    api.db().companies.map((row) => row.limit),
    api.db().departments.map((row) => row.limit),
    api.db().members.map((row) => row.limit),
    api.db().walletEntries,
    api.db().fundingRequests,
    api.db().transfers,
  ]);
const fundingDepartment = (mode: 'limit' | 'balance') =>
  api.db().departments.find((row) => row.company_id === acme.id && row.limit.mode === mode)!;
const json = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('the company wallet: balances, ledger and statements', () => {
  it('answers the wallet with its account details; the seeded ledger ends at the wallet balance with a consistent running balance', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const { status, body } = await json(await api.get('/api/admin/wallet', { accessToken, tenant: acme.id }));
    expect(status).toBe(200);
    const settings = api.db().companySettings.find((row) => row.company_id === acme.id)!;
    expect(body.data).toMatchObject({
      currency: 'AED',
      available: acmeRow().limit.balance,
      account: {
        account_name: settings.corporate_wallet.wallet_name,
        iban: settings.corporate_wallet.iban,
        bank_name: settings.account_information.bank_name,
      },
      low_balance_alert_amount: settings.corporate_wallet.low_balance_alert_amount,
      is_below_alert: false,
    });
    for (const company of api.db().companies) {
      const ledger = ledgerOf(company.id).filter((row) => row.currency === company.limit.currency);
      if (ledger.length === 0) continue;
      expect(isLedgerConsistent(ledger)).toBe(true);
      expect(ledger.at(-1)!.balance_after).toBe(company.limit.balance);
    }
  });

  it('pages the ledger newest first and filters it by type, amount and date', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const { body } = await json(await api.get('/api/admin/wallet/entries?per_page=5', options));
    expect(body.meta).toMatchObject({ total: ledgerOf(acme.id).length, per_page: 5 });
    expect(body.data[0].at >= body.data[4].at).toBe(true);
    expect(body.data[0]).not.toHaveProperty('company_id');
    const topUps = (await json(await api.get('/api/admin/wallet/entries?filters[in][type][]=top_up&per_page=100', options))).body.data;
    expect(topUps.length).toBe(6);
    expect(topUps.every((row: { type: string; amount: number }) => row.type === 'top_up' && row.amount > 0)).toBe(true);
    const big = (await json(await api.get('/api/admin/wallet/entries?filters[min][amount]=20000&per_page=100', options))).body.data;
    expect(big.every((row: { amount: number }) => Math.abs(row.amount) >= 20000)).toBe(true);
    const day = topUps[0].at.slice(0, 10);
    const onDay = (
      await json(await api.get(`/api/admin/wallet/entries?filters[date_min][at]=${day}&filters[date_max][at]=${day}`, options))
    ).body.data;
    expect(onDay.map((row: { id: number }) => row.id)).toContain(topUps[0].id);
    expect((await api.get('/api/admin/wallet/entries?filters[in][type][]=nope', options)).status).toBe(422);
  });

  it('builds a monthly statement from the ledger: opening + in − out = closing', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const month = ledgerOf(acme.id)[3].at.slice(0, 7);
    const { status, body } = await json(await api.get(`/api/admin/wallet/statements/${month}`, { accessToken, tenant: acme.id }));
    expect(status).toBe(200);
    const statement = body.data;
    expect(statement.entries.length).toBeGreaterThan(0);
    expect(Math.round((statement.opening_balance + statement.total_in - statement.total_out) * 100) / 100).toBe(statement.closing_balance);
    expect((await api.get('/api/admin/wallet/statements/2026-13', { accessToken, tenant: acme.id })).status).toBe(422);
  });

  it('reconciles every month after internal moves and spend: each closes where the next opens, the last at the wallet', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    // Money moves this month: to a prefunded department and part of it back.
    const department = fundingDepartment('balance');
    const send = (body: unknown) => api.send('POST', '/api/admin/transfers', body, options);
    expect((await send({ from: { type: 'company' }, to: { type: 'department', id: department.id }, amount: 900.5 })).status).toBe(201);
    expect((await send({ from: { type: 'department', id: department.id }, to: { type: 'company' }, amount: 400.25 })).status).toBe(201);
    const months = [...new Set(ledgerOf(acme.id).map((row) => row.at.slice(0, 7)))].sort();
    expect(months.length).toBeGreaterThan(5);
    let previousClosing: number | null = null;
    for (const month of months) {
      const { status, body } = await json(await api.get(`/api/admin/wallet/statements/${month}`, options));
      expect(status, month).toBe(200);
      const statement = body.data;
      expect(Math.round((statement.opening_balance + statement.total_in - statement.total_out) * 100) / 100, month).toBe(
        statement.closing_balance,
      );
      if (previousClosing !== null) expect(statement.opening_balance, month).toBe(previousClosing);
      previousClosing = statement.closing_balance;
    }
    expect(previousClosing).toBe(acmeRow().limit.balance);
  });

  it('refuses a company whose card services are not completed, and an account without the read permission', async () => {
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    expect((await api.get('/api/admin/wallet', { accessToken: firmAdmin, tenant: desertLogistics.id })).status).toBe(403);
    expect((await api.get('/api/admin/wallet/entries', { accessToken: firmAdmin, tenant: desertLogistics.id })).status).toBe(403);
    expect((await api.get('/api/admin/funding-requests', { accessToken: firmAdmin, tenant: desertLogistics.id })).status).toBe(403);
    expect((await api.get('/api/admin/wallet', { accessToken: firmAdmin, tenant: marina.id })).status).toBe(200);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get('/api/admin/wallet', { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
  });

  it('moving money from the company writes a ledger entry; over the balance is 422 with nothing changed', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const department = fundingDepartment('balance');
    const before = acmeRow().limit.balance;
    const moved = await api.send(
      'POST',
      '/api/admin/transfers',
      { from: { type: 'company' }, to: { type: 'department', id: department.id }, amount: 1000.5 },
      { accessToken, tenant: acme.id },
    );
    expect(moved.status).toBe(201);
    const entry = ledgerOf(acme.id).at(-1)!;
    expect(entry).toMatchObject({ type: 'transfer_out', amount: -1000.5, balance_after: before - 1000.5, reference_kind: 'transfer' });
    const back = await api.send(
      'POST',
      '/api/admin/transfers',
      { from: { type: 'department', id: department.id }, to: { type: 'company' }, amount: 500 },
      { accessToken, tenant: acme.id },
    );
    expect(back.status).toBe(201);
    expect(ledgerOf(acme.id).at(-1)).toMatchObject({ type: 'transfer_in', amount: 500, balance_after: before - 500.5 });
    const newest = (await json(await api.get('/api/admin/wallet/entries?per_page=2', { accessToken, tenant: acme.id }))).body.data;
    expect(newest.map((row: { type: string }) => row.type)).toEqual(['transfer_in', 'transfer_out']);
    const oldest = (await json(await api.get('/api/admin/wallet/entries?per_page=2&sorts[]=at:asc', { accessToken, tenant: acme.id }))).body
      .data;
    expect(oldest[0].at <= oldest[1].at).toBe(true);
    expect(oldest[0].id).toBe(ledgerOf(acme.id)[0].id);

    const unchanged = snapshot();
    const over = await api.send(
      'POST',
      '/api/admin/transfers',
      { from: { type: 'company' }, to: { type: 'department', id: department.id }, amount: acmeRow().limit.balance + 1 },
      { accessToken, tenant: acme.id },
    );
    expect(over.status).toBe(422);
    expect(snapshot()).toBe(unchanged);
  });

  it('a write of the company limit is refused: the wallet changes only by money in or out, its ledger stays', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const unchanged = snapshot();
    const raised = await api.send(
      'PUT',
      `/api/admin/limits/company/${acme.id}`,
      { mode: '1', amount: acmeRow().limit.amount + 750 },
      { accessToken, tenant: acme.id },
    );
    expect(raised.status).toBe(422);
    expect(snapshot()).toBe(unchanged);
    expect(isLedgerConsistent(ledgerOf(acme.id))).toBe(true);
  });

  it('notifies once when a debit takes the wallet below the alert amount, not again while it stays below', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const settings = api.db().companySettings.find((row) => row.company_id === acme.id)!;
    const department = fundingDepartment('balance');
    const alerts = () =>
      api.db().notifications.filter((row) => row.company_id === acme.id && row.data.additional_data.cta === '/financial-account');
    const firmAdminId = api.db().users.find((row) => row.email === SEEDED_ACCOUNTS.firmAdmin)!.id;
    const toJustAbove = acmeRow().limit.balance - settings.corporate_wallet.low_balance_alert_amount;
    const send = (amount: number) =>
      api.send(
        'POST',
        '/api/admin/transfers',
        { from: { type: 'company' }, to: { type: 'department', id: department.id }, amount },
        { accessToken, tenant: acme.id },
      );
    expect((await send(toJustAbove)).status).toBe(201);
    expect(alerts()).toHaveLength(0);
    expect((await send(10)).status).toBe(201);
    expect(alerts().filter((row) => row.user_id === firmAdminId)).toHaveLength(1);
    expect(alerts()[0].data.title).toContain('below');
    const count = alerts().length;
    expect((await send(10)).status).toBe(201);
    expect(alerts()).toHaveLength(count);
    const wallet = (await json(await api.get('/api/admin/wallet', { accessToken, tenant: acme.id }))).body.data;
    expect(wallet.is_below_alert).toBe(true);
  });
});

describe('funding requests', () => {
  const ask = (body: unknown, accessToken: string, tenant: string = acme.id) =>
    api.send('POST', '/api/admin/funding-requests', body, { accessToken, tenant });
  const decide = (id: number, body: unknown, accessToken: string, tenant: string = acme.id) =>
    api.send('POST', `/api/admin/funding-requests/${id}/status`, body, { accessToken, tenant });

  it('the manager asks, cannot approve their own (403), the firm admin approves: the limit rises and the requester is notified', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const department = fundingDepartment('limit');
    const before = structuredClone(department.limit);
    const walletBefore = structuredClone(acmeRow().limit);
    const created = await json(
      await ask(
        {
          target: { type: 'department', id: department.id },
          amount: 2500,
          currency: 'AED',
          recurrence: 'one_time',
          duration: 'permanent',
          reason: 'Trade fair',
        },
        manager,
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      status: 'pending',
      is_own: true,
      target: { type: 'department', id: department.id, name: department.name },
    });
    const id = created.body.data.id;

    const unchanged = snapshot();
    expect((await decide(id, { status: 'approved' }, manager)).status).toBe(403);
    expect(snapshot()).toBe(unchanged);

    const approved = await json(await decide(id, { status: 'approved' }, firmAdmin));
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', is_own: false, runs: 1, decided_by: 'Farah Al Mansoori' });
    const after = api.db().departments.find((row) => row.id === department.id)!.limit;
    // A limit is a cap: the request raised it, and no money moved (the department holds none; the wallet stays).
    expect(after.amount).toBe(before.amount + 2500);
    expect(after.balance).toBe(0);
    expect(acmeRow().limit).toEqual(walletBefore);
    const managerId = api.db().users.find((row) => row.email === SEEDED_ACCOUNTS.manager)!.id;
    expect(
      api
        .db()
        .notifications.filter(
          (row) =>
            row.user_id === managerId &&
            row.data.additional_data.cta === `/funds/overview/${id}` &&
            row.data.title.includes('approved your funding request'),
        ),
    ).toHaveLength(1);

    const again = snapshot();
    const invalid = await json(await decide(id, { status: 'declined', reason: 'late' }, firmAdmin));
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.status[0]).toContain('approved');
    expect(invalid.body.errors.status[0]).toContain('declined');
    expect(snapshot()).toBe(again);
  });

  it('a transfer-funded approval needs what the wallet holds (422, nothing changed); a decline needs a reason; only the requester withdraws', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const department = fundingDepartment('balance');
    const wallet = acmeRow().limit.balance;
    const bigAmount = Math.min(10_000_000, wallet + 1);
    const big = (
      await json(
        await ask(
          {
            target: { type: 'department', id: department.id },
            amount: bigAmount,
            currency: 'AED',
            recurrence: 'one_time',
            duration: 'permanent',
            reason: 'Too much',
          },
          manager,
        ),
      )
    ).body.data;
    const unchanged = snapshot();
    const refused = await json(await decide(big.id, { status: 'approved' }, firmAdmin));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('amount');
    expect(snapshot()).toBe(unchanged);

    const noReason = await json(await decide(big.id, { status: 'declined' }, firmAdmin));
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toHaveProperty('reason');
    expect(snapshot()).toBe(unchanged);
    expect((await decide(big.id, { status: 'withdrawn' }, firmAdmin)).status).toBe(403);
    expect((await json(await decide(big.id, { status: 'withdrawn' }, manager))).body.data.status).toBe('withdrawn');

    const ok = (
      await json(
        await ask(
          {
            target: { type: 'department', id: department.id },
            amount: 300,
            currency: 'AED',
            recurrence: 'one_time',
            duration: 'permanent',
            reason: 'Fuel',
          },
          manager,
        ),
      )
    ).body.data;
    expect((await decide(ok.id, { status: 'approved' }, firmAdmin)).status).toBe(200);
    expect(ledgerOf(acme.id).at(-1)).toMatchObject({
      type: 'transfer_out',
      amount: -300,
      balance_after: wallet - 300,
      reference_kind: 'funding_request',
    });
  });

  it('refuses foreign ids (404), bad input (422) and a locked company (403) with nothing stored', async () => {
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreignDepartment = api.db().departments.find((row) => row.company_id === desertLogistics.id)!;
    const count = api.db().fundingRequests.length;
    const base = { amount: 100, currency: 'AED', recurrence: 'one_time', duration: 'permanent', reason: 'x' };
    expect((await ask({ ...base, target: { type: 'department', id: foreignDepartment.id } }, firmAdmin)).status).toBe(404);
    expect((await ask({ ...base, target: { type: 'company' }, amount: 10_000_001 }, firmAdmin)).status).toBe(422);
    const temporary = await json(await ask({ ...base, target: { type: 'company' }, duration: 'temporary' }, firmAdmin));
    expect(temporary.status).toBe(422);
    expect(temporary.body.errors).toHaveProperty('end_date');
    expect((await ask({ ...base, target: { type: 'company' } }, firmAdmin, desertLogistics.id)).status).toBe(403);
    expect(api.db().fundingRequests).toHaveLength(count);
    const acmeRequest = api.db().fundingRequests.find((row) => row.company_id === acme.id)!;
    const marinaToken = firmAdmin;
    expect((await api.get(`/api/admin/funding-requests/${acmeRequest.id}`, { accessToken: marinaToken, tenant: marina.id })).status).toBe(
      404,
    );
    expect((await decide(acmeRequest.id, { status: 'approved' }, firmAdmin, marina.id)).status).toBe(404);
    expect(
      (await api.get(`/api/admin/limits/department/${foreignDepartment.id}/chain`, { accessToken: firmAdmin, tenant: acme.id })).status,
    ).toBe(404);
  });

  it('a monthly temporary request runs again after the clock moves a month and gives its funds back at the end date', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const department = fundingDepartment('balance');
    const endDate = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const created = (
      await json(
        await ask(
          {
            target: { type: 'department', id: department.id },
            amount: 400,
            currency: 'AED',
            recurrence: 'monthly',
            duration: 'temporary',
            end_date: endDate,
            reason: 'Event season',
          },
          manager,
        ),
      )
    ).body.data;
    const wallet = acmeRow().limit.balance;
    const deptBalance = department.limit.balance;
    await decide(created.id, { status: 'approved' }, firmAdmin);
    expect(acmeRow().limit.balance).toBe(wallet - 400);
    expect((await api.send('POST', '/__mock/clock', { advance_days: 32 }, {})).status).toBe(200);
    const after = (await json(await api.get(`/api/admin/funding-requests/${created.id}`, { accessToken: firmAdmin, tenant: acme.id }))).body
      .data;
    expect(after.runs).toBe(2);
    expect(acmeRow().limit.balance).toBe(wallet - 800);
    expect(api.db().departments.find((row) => row.id === department.id)!.limit.balance).toBe(deptBalance + 800);
    await api.send('POST', '/__mock/clock', { advance_days: 20 }, {});
    const ended = (await json(await api.get(`/api/admin/funding-requests/${created.id}`, { accessToken: firmAdmin, tenant: acme.id }))).body
      .data;
    expect(ended.funds_returned_at).not.toBeNull();
    expect(acmeRow().limit.balance).toBe(wallet);
    expect(api.db().departments.find((row) => row.id === department.id)!.limit.balance).toBe(deptBalance);
    expect(isLedgerConsistent(ledgerOf(acme.id))).toBe(true);
  });

  it('lists the company requests newest first, filtered by status and kind of target; the clock control refuses a bad advance', async () => {
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    const { status, body } = await json(
      await api.get('/api/admin/funding-requests?filters[in][status][]=pending', { accessToken: member, tenant: acme.id }),
    );
    expect(status).toBe(200);
    const acmeRows = api.db().fundingRequests.filter((row) => row.company_id === acme.id && row.status === 'pending');
    expect(body.meta.total).toBe(acmeRows.length);
    expect(body.data.every((row: { status: string }) => row.status === 'pending')).toBe(true);
    expect(body.data.map((row: { is_own: boolean }) => row.is_own).sort()).toEqual([false, true]);
    const companyOnly = (
      await json(await api.get('/api/admin/funding-requests?filters[exact][target_type]=company', { accessToken: member, tenant: acme.id }))
    ).body.data;
    expect(companyOnly.map((row: { target: { type: string; name: string } }) => row.target)).toEqual([
      { type: 'company', id: null, name: acme.name },
    ]);
    expect((await api.send('POST', '/__mock/clock', { advance_days: 0 }, {})).status).toBe(422);
    expect((await api.send('POST', '/__mock/clock', { advance_days: 2 }, {})).status).toBe(200);
    const reset = await json(await api.send('POST', '/__mock/clock', { reset: true }, {}));
    expect(reset.body.data.offset_days).toBe(0);
  });

  it('answers the limit chain of a card: company, department, person, card', async () => {
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = api.db().cards.find((row) => {
      const holder = api.db().members.find((member) => member.id === row.member_id);
      return row.company_id === acme.id && holder?.department_id;
    })!;
    const { status, body } = await json(
      await api.get(`/api/admin/limits/card/${card.id}/chain`, { accessToken: firmAdmin, tenant: acme.id }),
    );
    expect(status).toBe(200);
    expect(body.data.map((level: { entity: string }) => level.entity)).toEqual(['company', 'department', 'member', 'card']);
    expect(body.data[3].limit).toEqual(card.limit);
  });
});
