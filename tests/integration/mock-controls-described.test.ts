import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROL_BASE_PATH } from '../../server/mock-api/control/controlRouter.ts';
import { documentedControls, MOCK_CONTROLS_SPEC_PATH } from '../../server/mock-api/control/controlsDescription.ts';
import { createMockApi, SEEDED_ACCOUNTS, SEEDED_COMPANIES, SEEDED_PASSWORD } from '../../server/mock-api/index.ts';
import { useValidatedControls } from './mockControlsServer.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desert, gulf, falcon, oasis] = SEEDED_COMPANIES;
const controls = useValidatedControls();
const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const clock = async (body?: unknown) => json(await controls.call(body === undefined ? 'GET' : 'POST', '/clock', body));

beforeEach(async () => {
  expect((await controls.call('POST', '/reset', {})).status).toBe(200);
});

describe('issue 37 item 5: the controls answer as openapi/mock-controls.yaml says (validated both ways)', () => {
  it('GET /__mock is the index of every control, from the file', async () => {
    const { status, body } = await json(await controls.call('GET', ''));
    expect(status).toBe(200);
    const spec = load(readFileSync(MOCK_CONTROLS_SPEC_PATH, 'utf8')) as { paths: Record<string, object> };
    const documentedPaths = new Set(Object.keys(spec.paths).map((path) => `/__mock${path}`));
    expect(new Set(body.data.map((control: { path: string }) => control.path))).toEqual(documentedPaths);
    expect(body.data).toContainEqual({
      method: 'POST',
      path: '/__mock/error-reports',
      summary: expect.stringContaining('intake'),
      needs_token: false,
    });
    expect(body.data).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/__mock/faults/{id}', needs_token: true }));
    expect(body.meta).toMatchObject({ page: '/__mock/', openapi: '/__mock/openapi.json', fixtures: '/__mock/fixtures' });
  });

  it('GET /__mock/openapi.json is the file itself; a browser asking for HTML is passed on to the page', async () => {
    const { body } = await json(await controls.call('GET', '/openapi.json'));
    expect(body).toEqual(load(readFileSync(MOCK_CONTROLS_SPEC_PATH, 'utf8')));
    const page = await controls.call('GET', '/', undefined, { headers: { Accept: 'text/html' } });
    expect(page.headers.get('content-type') ?? '').not.toMatch(/json/);
  });

  it('answers every documented read (no path parameter) as the file describes it, with rows in it', async () => {
    expect((await controls.call('POST', '/faults', { route: 'GET /api/admin/cards', status: 503 })).status).toBe(201);
    expect((await controls.call('POST', '/administrator-invitations', { email: SEEDED_ACCOUNTS.member })).status).toBe(201);
    const report = { date: '2026-11-21T20:00:00.000Z', message: 'Boom', url: 'http://x/login', username: 'guest', browserInfo: 'UA' };
    expect((await controls.call('POST', '/error-reports', report, { token: null })).status).toBe(202);
    const spec = load(readFileSync(MOCK_CONTROLS_SPEC_PATH, 'utf8')) as { paths: Record<string, { get?: object }> };
    const reads = Object.entries(spec.paths)
      .filter(([path, item]) => item.get && !path.includes('{'))
      .map(([path]) => path);
    expect(reads).toEqual(expect.arrayContaining(['/', '/fixtures', '/clock', '/faults', '/requests', '/outbox', '/error-reports']));
    for (const path of reads) {
      const response = await controls.call('GET', path);
      expect(response.status, `GET /__mock${path}: ${response.status === 200 ? '' : await response.text()}`).toBe(200);
    }
  });

  it('answers 401 without the token and 415 for a write that is not JSON, as documented', async () => {
    expect(await json(await controls.call('GET', '/fixtures', undefined, { token: null }))).toMatchObject({ status: 401 });
    const form = await controls.call('POST', '/reset', undefined, { headers: { 'Content-Type': 'text/plain' } });
    expect(form.status).toBe(415);
  });

  it('GET /__mock/fixtures says which company is in which card-services state and who signs in with what, from the store', async () => {
    const { body } = await json(await controls.call('GET', '/fixtures'));
    const state = (id: string) => body.data.companies.find((company: { id: string }) => company.id === id).card_services;
    expect([acme, desert, gulf, falcon, oasis].map((company) => state(company.id))).toEqual([
      'completed',
      'pending',
      'in_review',
      'rejected',
      'not_enabled',
    ]);
    const member = body.data.accounts.find((account: { email: string }) => account.email === SEEDED_ACCOUNTS.member);
    expect(member).toMatchObject({ user_type: 'tenant_specific', password: SEEDED_PASSWORD });
    expect(member.companies).toHaveLength(1);
    expect(member.companies[0].roles.length).toBeGreaterThan(0);
    expect(body.data.accounts.find((account: { email: string }) => account.email === SEEDED_ACCOUNTS.unassigned).companies).toEqual([]);

    // Computed, not kept: the store's changes show at once.
    const db = controls.mockApi.context.store.db;
    db.users.find((user) => user.email === SEEDED_ACCOUNTS.member)!.password = 'Changed-Pass-1';
    db.companies.find((company) => company.id === acme.id)!.limit.balance = 12;
    const after = (await json(await controls.call('GET', '/fixtures'))).body.data;
    expect(after.accounts.find((account: { email: string }) => account.email === SEEDED_ACCOUNTS.member).password).toBe('Changed-Pass-1');
    expect(after.companies.find((company: { id: string }) => company.id === acme.id).wallet).toMatchObject({
      balance: 12,
      below_alert: true,
    });
    expect(after.companies.find((company: { id: string }) => company.id === desert.id).wallet.below_alert).toBe(false);
  });
});

describe('issue 37 item 5: the security the file declares is the one the server applies', () => {
  const server = useTestServer({ resetEachTest: false });

  it('answers 401 to every control the file says needs the token, called without it', async () => {
    const guarded = documentedControls(CONTROL_BASE_PATH).filter((control) => control.needs_token);
    expect(guarded.length).toBeGreaterThan(20);
    for (const { method, path } of guarded) {
      const url = `${server.url}${path.replace(/\{[^}]+\}/g, '1')}`;
      const write = method !== 'GET' && method !== 'DELETE';
      const response = await fetch(url, {
        method,
        headers: write ? { 'Content-Type': 'application/json' } : {},
        body: write ? '{}' : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('issue 37 item 5: the clock is set, moved by any duration, frozen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sets an instant, moves by calendar months, days back and seconds, and freezes there', async () => {
    expect(await clock({ set: '2026-01-31T12:00:00Z', freeze: true })).toEqual({
      status: 200,
      body: { data: expect.objectContaining({ now: '2026-01-31T12:00:00.000Z', frozen: true }) },
    });
    expect((await clock({ advance: 'P1M' })).body.data.now).toBe('2026-02-28T12:00:00.000Z');
    expect((await clock({ advance: '-P1DT2H' })).body.data.now).toBe('2026-02-27T10:00:00.000Z');
    expect((await clock({ advance: 90 })).body.data.now).toBe('2026-02-27T10:01:30.000Z');
    expect((await clock({ advance: -30 })).body.data.now).toBe('2026-02-27T10:01:00.000Z');
    expect((await clock({ advance_days: 2 })).body.data.now).toBe('2026-03-01T10:01:00.000Z');
    expect(controls.mockApi.context.store.now().toISOString()).toBe('2026-03-01T10:01:00.000Z');
  });

  it('a frozen clock stands still while real time passes; released, it runs on from where it stood', async () => {
    const realNow = Date.now();
    await clock({ set: '2030-06-01T00:00:00Z', freeze: true });
    vi.spyOn(Date, 'now').mockReturnValue(realNow + 3_600_000);
    expect((await clock()).body.data).toMatchObject({ now: '2030-06-01T00:00:00.000Z', frozen: true });
    expect((await clock({ freeze: false })).body.data).toMatchObject({ now: '2030-06-01T00:00:00.000Z', frozen: false });
    vi.spyOn(Date, 'now').mockReturnValue(realNow + 7_200_000);
    expect((await clock()).body.data).toMatchObject({ now: '2030-06-01T01:00:00.000Z', frozen: false });
  });

  it('keeps advance_days and reset: whole days ahead, then back to the real time, running', async () => {
    const before = Date.now();
    const moved = (await clock({ advance_days: 3 })).body.data;
    expect(moved.offset_days).toBeCloseTo(3, 6);
    expect(Date.parse(moved.now)).toBeGreaterThanOrEqual(before + 3 * 86_400_000);
    await clock({ freeze: true });
    expect((await clock({ reset: true })).body.data).toMatchObject({ offset_days: 0, offset_ms: 0, frozen: false });
  });

  it('refuses what it cannot do with a field error, changing nothing', async () => {
    await clock({ set: '2026-05-05T00:00:00Z', freeze: true });
    for (const [body, field] of [
      [{ advance: 'one day' }, 'advance'],
      [{ advance: 'P1.5M' }, 'advance'],
      [{ set: '2026-05-05' }, 'set'],
      [{ set: '3026-05-05T00:00:00Z' }, 'set'],
      [{ advance: 'P200Y' }, 'advance'],
      [{ advance_days: 0 }, 'advance_days'],
      [{ reset: true, advance: 'P1D' }, 'reset'],
      [{ tenant: 'x', advance: 'P1D' }, 'tenant'],
      [{}, 'advance'],
    ] as const) {
      const { status, body: answer } = await clock(body);
      expect(status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await clock()).body.data.now).toBe('2026-05-05T00:00:00.000Z');
  });

  it('belongs to its mock instance (its store): another instance keeps the real time', async () => {
    await clock({ set: '2031-01-01T00:00:00Z', freeze: true });
    const other = createMockApi({ controlToken: 'other' }).context.store;
    expect(Math.abs(other.now().getTime() - Date.now())).toBeLessThan(60_000);
    expect(controls.mockApi.context.store.now().toISOString()).toBe('2031-01-01T00:00:00.000Z');
  });
});

describe('issue 37 item 5: the outbox holds e-mails', () => {
  it('an invitation is an e-mail: to, subject, text and HTML bodies, language and its absolute link', async () => {
    const { status, body } = await json(await controls.call('POST', '/administrator-invitations', { email: SEEDED_ACCOUNTS.member }));
    expect(status).toBe(201);
    const [mail] = (await json(await controls.call('GET', `/outbox?email=${encodeURIComponent(SEEDED_ACCOUNTS.member)}`))).body.data;
    expect(mail).toMatchObject({
      kind: 'administrator_invitation',
      to: SEEDED_ACCOUNTS.member,
      email: SEEDED_ACCOUNTS.member,
      subject: 'You are invited to Spendboard',
      language: 'en',
      token: body.data.token,
      link: body.data.link,
    });
    const href = `${controls.url}${body.data.link}`;
    expect(mail.links).toEqual([{ label: 'Verify your account', href }]);
    expect(mail.text).toContain(href);
    expect(mail.text).toContain('Hello Omar Khalil,');
    expect(mail.html).toContain(`<a href="${href.replaceAll('&', '&#38;')}">Verify your account</a>`);
    expect(mail.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
  });

  it("escapes the recipient's name in the HTML body", async () => {
    controls.mockApi.context.store.db.users.find((user) => user.email === SEEDED_ACCOUNTS.member)!.first_name = '<img src=x onerror=1>';
    await controls.call('POST', '/administrator-invitations', { email: SEEDED_ACCOUNTS.member });
    const [mail] = (await json(await controls.call('GET', '/outbox'))).body.data;
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=1&#62;');
  });
});
