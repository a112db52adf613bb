// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from '../../../../src/providers/data/dataProvider';
import { clearSessionCookies, COOKIE, setActiveCompanyId, writeCookie } from '../../../../src/api/session';

const COMPANY = '3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11';
const member = {
  id: 7,
  first_name: 'Lina',
  last_name: 'Saleh',
  email: 'lina@example.com',
  status: 'invited',
  department_id: null,
  cards_count: 0,
  created_at: '2026-01-05T10:00:00Z',
};
const department = { id: 3, name: 'Research', administrators: [], members_count: 0, created_at: '2026-01-05T10:00:00Z' };

/** Answers every call with `body` (and `status`) and keeps each request. */
function stubApi(body: unknown, status = 200) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return Response.json(body, { status });
    }),
  );
  const call = (index = 0) => `${requests[index].method} ${new URL(requests[index].url).pathname}`;
  return { requests, call };
}

beforeEach(() => {
  writeCookie(COOKIE.accessToken, 'access');
  setActiveCompanyId(COMPANY);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookies();
});

describe("react-admin's writes of people", () => {
  it('create is an invitation: POST members/invite with the JSON body', async () => {
    const api = stubApi({ data: member }, 201);
    const input = { first_name: 'Lina', last_name: 'Saleh', email: 'lina@example.com', department_id: null };
    const result = await dataProvider.create('people', { data: input });
    expect(api.call()).toBe('POST /api/admin/members/invite');
    expect(await api.requests[0].json()).toEqual(input);
    expect(result.data).toEqual(member);
  });

  it('update is a PATCH of the given fields only', async () => {
    const api = stubApi({ data: { ...member, last_name: 'Haddad' } });
    await dataProvider.update('people', { id: 7, data: { last_name: 'Haddad' }, previousData: member });
    expect(api.call()).toBe('PATCH /api/admin/members/7');
    expect(await api.requests[0].json()).toEqual({ last_name: 'Haddad' });
  });

  it("a used e-mail rejects with the field error react-admin's forms put on the field", async () => {
    stubApi({ message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } }, 422);
    const failure = await dataProvider
      .create('people', { data: { first_name: 'A', last_name: 'B', email: 'used@example.com' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).body).toMatchObject({ errors: { email: 'The email has already been taken.' } });
  });
});

describe("react-admin's writes of departments (spec §7: form data)", () => {
  it('create is POST departments as multipart, limit and administrator_ids as JSON parts', async () => {
    const api = stubApi({ data: department }, 201);
    await dataProvider.create('departments', { data: { name: 'Research', limit: { mode: '2', amount: 500 }, administrator_ids: [4, 9] } });
    expect(api.call()).toBe('POST /api/admin/departments');
    const form = await api.requests[0].formData();
    expect(form.get('name')).toBe('Research');
    expect(JSON.parse(String(form.get('limit')))).toEqual({ mode: '2', amount: 500 });
    expect(JSON.parse(String(form.get('administrator_ids')))).toEqual([4, 9]);
  });

  it('update is PUT departments/{id} as multipart, without a limit part when none is sent', async () => {
    const api = stubApi({ data: department });
    await dataProvider.update('departments', {
      id: 3,
      data: { name: 'Research and Development', administrator_ids: [] },
      previousData: department,
    });
    expect(api.call()).toBe('PUT /api/admin/departments/3');
    const form = await api.requests[0].formData();
    expect(form.get('name')).toBe('Research and Development');
    expect(form.has('limit')).toBe(false);
    expect(form.get('administrator_ids')).toBe('[]');
  });

  it('attaches and detaches administrators with PATCH administrator-department/{attach,detach}', async () => {
    const api = stubApi({ message: 'OK' });
    const link = { administrator_ids: [4], department_ids: [3] };
    await dataProvider.attachAdministrators(link);
    await dataProvider.detachAdministrators(link);
    expect([api.call(0), api.call(1)]).toEqual([
      'PATCH /api/admin/administrator-department/attach',
      'PATCH /api/admin/administrator-department/detach',
    ]);
    expect(await api.requests[1].json()).toEqual(link);
  });
});

describe('other resources keep the generic writes', () => {
  it('create of cards is a JSON POST to its list path', async () => {
    const api = stubApi({ data: { id: 1 } }, 201);
    await dataProvider.create('cards', { data: { name: 'Fuel' } });
    expect(api.call()).toBe('POST /api/admin/cards');
    expect(await api.requests[0].json()).toEqual({ name: 'Fuel' });
  });
});
