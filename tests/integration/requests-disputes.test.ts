import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { walletBalance } from '../../server/mock-api/policy/wallet.ts';
import { CAPTURED_CARD_STATUSES } from '../../src/domain/disputes.ts';
import { useTestServer } from './mockServer.ts';

/** Card and limit requests, disputes (issue 14): every call goes through the contract-validating test server. */
const [acme, desertLogistics, , , , marina] = SEEDED_COMPANIES;
const api = useTestServer();

const REQUESTS = '/api/admin/requests';
const DISPUTES = '/api/admin/disputes';
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const signedIn = async (email: string, tenant: string = acme.id) => ({ accessToken: await api.accessToken(email), tenant });
const personOf = (email: string, companyId = acme.id) => {
  const user = api.db().users.find((row) => row.email === email)!;
  const membership = api.db().memberships.find((row) => row.user_id === user.id && row.company_id === companyId)!;
  return api.db().members.find((row) => row.id === membership.member_id)!;
};
const requestsOf = (companyId: string) => api.db().spendRequests.filter((row) => row.company_id === companyId);
const snapshot = () => JSON.stringify({ requests: api.db().spendRequests, cards: api.db().cards.length, disputes: api.db().disputes });

describe('requests', () => {
  it('lists the company requests with their requester and target; filters by status and kind; 401 and 403 without the permission', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const list = await (await api.get(`${REQUESTS}?per_page=50`, admin)).json();
    expect(list.meta.total).toBe(requestsOf(acme.id).length);
    const omar = personOf(SEEDED_ACCOUNTS.member);
    expect(list.data).toContainEqual(
      expect.objectContaining({
        kind: 'card',
        status: 'pending',
        purpose: 'Software subscriptions',
        requester: expect.objectContaining({ id: omar.id }),
      }),
    );
    const limit = list.data.find((row: { kind: string; status: string }) => row.kind === 'limit' && row.status === 'pending');
    expect(limit.target_name).toMatch(/\(.+\)$/);
    const pendingCards = await (await api.get(`${REQUESTS}?filters[exact][status]=pending&filters[exact][kind]=card`, admin)).json();
    expect(pendingCards.data.every((row: { status: string; kind: string }) => row.status === 'pending' && row.kind === 'card')).toBe(true);

    expect((await api.get(REQUESTS, { tenant: acme.id })).status).toBe(401);
    // Desert Logistics: the manager is a Card Operator there (no `read requests`); its card services are pending as well.
    expect((await api.get(REQUESTS, await signedIn(SEEDED_ACCOUNTS.manager, desertLogistics.id))).status).toBe(403);
  });

  it('refuses a card-services-locked company, even to the firm admin', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin, desertLogistics.id);
    const listed = await api.get(REQUESTS, admin);
    expect(listed.status).toBe(403);
    expect((await listed.json()).message).toContain('onboarding');
    expect((await api.get(DISPUTES, admin)).status).toBe(403);
  });

  it("answers 404 for another company's request, on read and on a step, and changes nothing", async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = requestsOf(marina.id).find((row) => row.status === 'pending')!;
    expect((await api.get(`${REQUESTS}/${foreign.id}`, admin)).status).toBe(404);
    const before = snapshot();
    expect((await api.send('PATCH', `${REQUESTS}/${foreign.id}/status`, { status: 'approved' }, admin)).status).toBe(404);
    expect(snapshot()).toBe(before);
  });

  it('lets a person ask for a card (their own request), refuses missing fields, and nobody decides their own request (403)', async () => {
    const member = await signedIn(SEEDED_ACCOUNTS.member);
    const missing = await api.send('POST', REQUESTS, { kind: 'card', reason: 'Tools' }, member);
    expect(missing.status).toBe(422);
    expect(Object.keys((await missing.json()).errors).sort()).toEqual(['card_type', 'purpose', 'requested_limit']);
    const created = await api.send(
      'POST',
      REQUESTS,
      { kind: 'card', card_type: 'virtual', purpose: 'Books', requested_limit: 900, reason: 'Training' },
      member,
    );
    expect(created.status).toBe(201);
    const request = (await created.json()).data;
    expect(request).toMatchObject({ status: 'pending', requester: { email: SEEDED_ACCOUNTS.member } });
    // The member holds no `organize requests`; the manager (Finance Manager in Acme) does, but not on their own request.
    const manager = await signedIn(SEEDED_ACCOUNTS.manager);
    const own = requestsOf(acme.id).find(
      (row) => row.requester_member_id === personOf(SEEDED_ACCOUNTS.manager).id && row.status === 'pending',
    )!;
    const before = snapshot();
    const refused = await api.send('PATCH', `${REQUESTS}/${own.id}/status`, { status: 'approved' }, manager);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toContain('own request');
    expect(snapshot()).toBe(before);
    // Only the requester withdraws.
    expect((await api.send('PATCH', `${REQUESTS}/${request.id}/status`, { status: 'withdrawn' }, manager)).status).toBe(403);
    const withdrawn = await api.send('PATCH', `${REQUESTS}/${request.id}/status`, { status: 'withdrawn' }, member);
    expect((await withdrawn.json()).data.status).toBe('withdrawn');
  });

  it('approves a card request by the card rules (a card for the requester) and refuses every other step with a 422 naming both statuses', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const omar = personOf(SEEDED_ACCOUNTS.member);
    const request = requestsOf(acme.id).find(
      (row) => row.kind === 'card' && row.status === 'pending' && row.requester_member_id === omar.id,
    )!;
    const cards = api.db().cards.length;
    const approved = await (await api.send('PATCH', `${REQUESTS}/${request.id}/status`, { status: 'approved' }, admin)).json();
    expect(approved.data).toMatchObject({ status: 'approved', decided_by: 'Farah Al Mansoori' });
    const card = api.db().cards.find((row) => row.id === approved.data.card_id)!;
    expect(api.db().cards).toHaveLength(cards + 1);
    expect(card).toMatchObject({ member_id: omar.id, type: 'virtual', name: 'Software subscriptions', status: 'active' });
    expect(card.limit).toMatchObject({ mode: 'limit', amount: 2000 });

    const before = snapshot();
    for (const status of ['declined', 'withdrawn', 'pending', 'approved'] as const) {
      const refused = await api.send('PATCH', `${REQUESTS}/${request.id}/status`, { status, reason: 'x' }, admin);
      expect(refused.status).toBe(422);
      expect((await refused.json()).errors.status).toEqual([`A request that is approved cannot become ${status}.`]);
    }
    expect(snapshot()).toBe(before);
  });

  it('declines with a reason (422 without) and notifies the requester with a link to the request', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const omar = personOf(SEEDED_ACCOUNTS.member);
    const request = requestsOf(acme.id).find(
      (row) => row.kind === 'card' && row.status === 'pending' && row.requester_member_id === omar.id,
    )!;
    const noReason = await api.send('PATCH', `${REQUESTS}/${request.id}/status`, { status: 'declined' }, admin);
    expect(noReason.status).toBe(422);
    expect(request.status).toBe('pending');
    const declined = await (
      await api.send('PATCH', `${REQUESTS}/${request.id}/status`, { status: 'declined', reason: 'Use the team card.' }, admin)
    ).json();
    expect(declined.data).toMatchObject({ status: 'declined', decline_reason: 'Use the team card.' });
    const member = await signedIn(SEEDED_ACCOUNTS.member);
    const bell = await (await api.get('/api/admin/notifications', member)).json();
    expect(bell.data[0].data).toMatchObject({
      title: 'Your virtual card request was declined: Use the team card.',
      additional_data: { cta: `/requests/overview/${request.id}` },
    });
  });

  it('approves a temporary limit change by the limit rules; the limit goes back on its end date (on read)', async () => {
    const member = await signedIn(SEEDED_ACCOUNTS.member);
    const card = api.db().cards.find((row) => row.company_id === acme.id && row.status === 'active' && row.limit.mode === 'limit')!;
    const previous = { ...card.limit };
    const pastEnd = await api.send(
      'POST',
      REQUESTS,
      {
        kind: 'limit',
        target_type: 'card',
        target_id: card.id,
        new_amount: previous.amount + 1000,
        duration: 'temporary',
        ends_on: today(),
        reason: 'Trip',
      },
      member,
    );
    expect(pastEnd.status).toBe(422);
    expect(Object.keys((await pastEnd.json()).errors)).toEqual(['ends_on']);
    const foreignCard = api.db().cards.find((row) => row.company_id === marina.id)!;
    const foreign = await api.send(
      'POST',
      REQUESTS,
      { kind: 'limit', target_type: 'card', target_id: foreignCard.id, new_amount: 10, duration: 'permanent', reason: 'x' },
      member,
    );
    expect(Object.keys((await foreign.json()).errors)).toEqual(['target_id']);

    const created = await (
      await api.send(
        'POST',
        REQUESTS,
        {
          kind: 'limit',
          target_type: 'card',
          target_id: card.id,
          new_amount: previous.amount + 1000,
          duration: 'temporary',
          ends_on: inDays(7),
          reason: 'Trip',
        },
        member,
      )
    ).json();
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const approved = await (await api.send('PATCH', `${REQUESTS}/${created.data.id}/status`, { status: 'approved' }, admin)).json();
    expect(approved.data.status).toBe('approved');
    expect(card.limit.amount).toBe(previous.amount + 1000);
    const limit = await (await api.get(`/api/admin/limits/card/${card.id}`, admin)).json();
    expect(limit.data.amount).toBe(previous.amount + 1000);

    // The end date comes: the next read puts the previous limit back, once.
    api.db().spendRequests.find((row) => row.id === created.data.id)!.ends_on = today();
    const reverted = await (await api.get(`${REQUESTS}/${created.data.id}`, admin)).json();
    expect(reverted.data.reverted_at).not.toBeNull();
    expect(card.limit.amount).toBe(previous.amount);
    expect(card.limit.spent).toBe(previous.spent);
  });

  it('refuses a limit approval under what was spent (422 on new_amount), changing nothing', async () => {
    const member = await signedIn(SEEDED_ACCOUNTS.member);
    const card = api
      .db()
      .cards.find((row) => row.company_id === acme.id && row.status === 'active' && row.limit.mode === 'limit' && row.limit.spent > 1)!;
    const created = await (
      await api.send(
        'POST',
        REQUESTS,
        { kind: 'limit', target_type: 'card', target_id: card.id, new_amount: 1, duration: 'permanent', reason: 'Less' },
        member,
      )
    ).json();
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const before = snapshot();
    const limit = { ...card.limit };
    const refused = await api.send('PATCH', `${REQUESTS}/${created.data.id}/status`, { status: 'approved' }, admin);
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).errors)).toEqual(['new_amount']);
    expect(snapshot()).toBe(before);
    expect(card.limit).toEqual(limit);
  });
});

describe('disputes', () => {
  const capturedExpense = (companyId: string = acme.id) =>
    api
      .db()
      .expenses.filter(
        (row) =>
          row.company_id === companyId &&
          row.card_id !== null &&
          CAPTURED_CARD_STATUSES.includes(row.status) &&
          Date.now() - Date.parse(row.spent_at) < 50 * 86_400_000 &&
          !api.db().disputes.some((dispute) => dispute.expense_id === row.id),
      )
      .at(-1)!;

  it('lists disputes with their expense, 404 for a foreign id', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const list = await (await api.get(DISPUTES, admin)).json();
    expect(list.meta.total).toBe(api.db().disputes.filter((row) => row.company_id === acme.id).length);
    expect(list.data[0].expense).toHaveProperty('merchant');
    const foreign = api.db().disputes.find((row) => row.company_id === marina.id)!;
    expect((await api.get(`${DISPUTES}/${foreign.id}`, admin)).status).toBe(404);
    expect((await api.send('POST', `${DISPUTES}/${foreign.id}/submit`, undefined, admin)).status).toBe(404);
    expect(
      (
        await api.send(
          'POST',
          '/api/admin/disputes',
          { expense_id: capturedExpense(marina.id).id, reason: 'fraudulent', amount: 1, explanation: 'x' },
          admin,
        )
      ).status,
    ).toBe(422);
  });

  it('refuses an amount over the expense, missing evidence, an authorized expense for another reason than fraud, and an expense past 60 days', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const expense = capturedExpense();
    const before = snapshot();
    const over = await api.send(
      'POST',
      DISPUTES,
      { expense_id: expense.id, reason: 'not_received', amount: expense.amount + 0.01, expected_on: today() },
      admin,
    );
    expect(over.status).toBe(422);
    expect(Object.keys((await over.json()).errors)).toEqual(['amount']);
    const noEvidence = await api.send('POST', DISPUTES, { expense_id: expense.id, reason: 'canceled', amount: 1 }, admin);
    expect(Object.keys((await noEvidence.json()).errors).sort()).toEqual(['cancellation_policy', 'cancelled_on']);
    const sameDuplicate = await api.send(
      'POST',
      DISPUTES,
      { expense_id: expense.id, reason: 'duplicate', amount: 1, duplicate_expense_id: expense.id },
      admin,
    );
    expect((await sameDuplicate.json()).errors.duplicate_expense_id).toBeDefined();
    const authorized = api.db().expenses.find((row) => row.company_id === acme.id && row.card_id !== null && row.status === 'authorized')!;
    const notFraud = await api.send('POST', DISPUTES, { expense_id: authorized.id, reason: 'other', amount: 1, explanation: 'x' }, admin);
    expect((await notFraud.json()).errors.reason).toEqual(['An expense that is still authorized can only be disputed as fraudulent.']);
    const old = api
      .db()
      .expenses.find(
        (row) =>
          row.company_id === acme.id &&
          row.card_id !== null &&
          CAPTURED_CARD_STATUSES.includes(row.status) &&
          Date.now() - Date.parse(row.spent_at) > 62 * 86_400_000,
      )!;
    const late = await api.send('POST', DISPUTES, { expense_id: old.id, reason: 'fraudulent', amount: 1, explanation: 'x' }, admin);
    expect((await late.json()).errors.expense_id).toEqual(['A dispute must be opened within 60 days of the transaction date.']);
    expect(snapshot()).toBe(before);
    const fraud = await api.send(
      'POST',
      DISPUTES,
      { expense_id: authorized.id, reason: 'fraudulent', amount: authorized.amount, explanation: 'Not me' },
      admin,
    );
    expect(fraud.status).toBe(201);
    expect((await fraud.json()).data).toMatchObject({ status: 'unsubmitted', is_partial: false });
  });

  it('opens a partial dispute with evidence and a file, submits it (then nothing changes), and a forced win credits the wallet once', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const expense = capturedExpense();
    const amount = Math.round(expense.amount * 40) / 100;
    const created = await api.send(
      'POST',
      DISPUTES,
      { expense_id: expense.id, reason: 'not_as_described', amount, explanation: 'Wrong size' },
      admin,
    );
    expect(created.status).toBe(201);
    const dispute = (await created.json()).data;
    expect(dispute).toMatchObject({ is_partial: true, amount, currency: expense.currency, status: 'unsubmitted' });
    // not_as_described needs a file before submission.
    const noFile = await api.send('POST', `${DISPUTES}/${dispute.id}/submit`, undefined, admin);
    expect(Object.keys((await noFile.json()).errors)).toEqual(['files']);
    const upload = (name: string, body = 'photo') => {
      const form = new FormData();
      form.append('file', new Blob([body], { type: 'image/png' }), name);
      return fetch(`${api.url}${DISPUTES}/${dispute.id}/files`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin.accessToken}`, 'X-Tenant': acme.id },
        body: form,
      });
    };
    expect((await upload('notes.exe')).status).toBe(422);
    const uploaded = await upload('photo.png');
    expect(uploaded.status).toBe(201);
    expect((await uploaded.json()).data.files).toEqual([
      expect.objectContaining({ id: 1, file_name: 'photo.png', content_type: 'image/png' }),
    ]);
    expect(await (await api.get(`${DISPUTES}/${dispute.id}/files/1`, admin)).text()).toBe('photo');

    const submitted = await (await api.send('POST', `${DISPUTES}/${dispute.id}/submit`, undefined, admin)).json();
    expect(submitted.data.status).toBe('submitted');
    const before = snapshot();
    const edit = await api.send(
      'PUT',
      `${DISPUTES}/${dispute.id}`,
      { expense_id: expense.id, reason: 'other', amount: 1, explanation: 'x' },
      admin,
    );
    expect(edit.status).toBe(422);
    expect(Object.keys((await edit.json()).errors)).toEqual(['status']);
    expect((await upload('more.png')).status).toBe(422);
    expect((await api.send('POST', `${DISPUTES}/${dispute.id}/submit`, undefined, admin)).status).toBe(422);
    expect(snapshot()).toBe(before);

    const company = api.db().companies.find((row) => row.id === acme.id)!;
    const balance = walletBalance(company, expense.currency);
    const entries = api.db().walletEntries.length;
    const won = await api.send('POST', `/__mock/disputes/${dispute.id}/outcome`, { outcome: 'won' }, {});
    expect(won.status).toBe(200);
    expect(walletBalance(company, expense.currency)).toBeCloseTo(balance + amount, 2);
    expect(api.db().walletEntries).toHaveLength(entries + 1);
    expect(api.db().walletEntries.at(-1)).toMatchObject({
      type: 'dispute_credit',
      amount,
      currency: expense.currency,
      reference_kind: 'dispute',
      reference_id: String(dispute.id),
    });
    // Once: a second outcome is refused by the lifecycle.
    const again = await api.send('POST', `/__mock/disputes/${dispute.id}/outcome`, { outcome: 'won' }, {});
    expect(again.status).toBe(422);
    expect(api.db().walletEntries).toHaveLength(entries + 1);
    expect(walletBalance(company, expense.currency)).toBeCloseTo(balance + amount, 2);

    const shown = await (await api.get(`/api/admin/expenses/${expense.id}`, admin)).json();
    expect(shown.data.dispute).toEqual({ id: dispute.id, status: 'won', amount });
    const read = await (await api.get(`${DISPUTES}/${dispute.id}`, admin)).json();
    expect(read.data).toMatchObject({ status: 'won', credited_amount: amount });
  });

  it('the clock decides: a submitted dispute 10 days later, an unsubmitted one past its window expires', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const submitted = api.db().disputes.find((row) => row.company_id === acme.id && row.status === 'submitted')!;
    submitted.submitted_at = new Date(Date.now() - 11 * 86_400_000).toISOString();
    const entries = api.db().walletEntries.length;
    const list = await (await api.get(`${DISPUTES}?filters[exact][status]=won`, admin)).json();
    expect(list.data.map((row: { id: number }) => row.id)).toContain(submitted.id);
    expect(api.db().walletEntries).toHaveLength(entries + 1);
    expect((await api.get(`${DISPUTES}?filters[exact][status]=won`, admin)).status).toBe(200);
    expect(api.db().walletEntries).toHaveLength(entries + 1);
  });

  it('needs read disputes / organize disputes: the Viewer reads but cannot open one', async () => {
    const member = await signedIn(SEEDED_ACCOUNTS.member);
    expect((await api.get(DISPUTES, member)).status).toBe(200);
    const expense = capturedExpense();
    expect(
      (await api.send('POST', DISPUTES, { expense_id: expense.id, reason: 'fraudulent', amount: 1, explanation: 'x' }, member)).status,
    ).toBe(403);
  });
});
