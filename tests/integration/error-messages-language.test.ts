import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer, type RequestOptions } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;
const api = useTestServer();

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
/** The text without its bidi isolates, to compare. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

type Answer = {
  status: number;
  body: { message: string; errors?: Record<string, string[]> | { line: number; column: string; message: string }[] };
};

/** The same request asked three ways: no Accept-Language, English, Arabic. */
async function inEachLanguage(ask: (language?: string) => Promise<Response>): Promise<{ none: Answer; en: Answer; ar: Answer }> {
  const answer = async (language?: string): Promise<Answer> => {
    const response = await ask(language);
    return { status: response.status, body: await response.json() };
  };
  return { none: await answer(), en: await answer('en'), ar: await answer('ar') };
}

/** Every message of an answer: its `message`, then each field's or row's. */
function messagesOf({ body }: Answer): string[] {
  const { errors } = body;
  const more = Array.isArray(errors) ? errors.map((row) => row.message) : Object.values(errors ?? {}).flat();
  return [body.message, ...more];
}

/** Arabic answers the same status and fields (or rows' lines and columns) as English, with every message in Arabic. */
function expectArabicTwin(ar: Answer, en: Answer) {
  expect(ar.status).toBe(en.status);
  if (Array.isArray(en.body.errors)) {
    const places = (answer: Answer) => (answer.body.errors as { line: number; column: string }[]).map(({ line, column }) => [line, column]);
    expect(places(ar)).toEqual(places(en));
  } else {
    expect(Object.keys(ar.body.errors ?? {})).toEqual(Object.keys(en.body.errors ?? {}));
  }
  for (const message of messagesOf(ar)) expect(message).toMatch(ARABIC_SCRIPT);
  expect(messagesOf(ar)).not.toEqual(messagesOf(en));
}

const postJson = (path: string, rawBody: string, { accessToken, tenant, language }: RequestOptions) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      ...(tenant ? { 'X-Tenant': tenant } : {}),
      ...(language ? { 'Accept-Language': language } : {}),
    },
    body: rawBody,
  });

describe("error messages in the request's language (Accept-Language)", () => {
  it('401 without a token and with an unknown one', async () => {
    const missing = await inEachLanguage((language) => api.get('/api/admin/departments', { tenant: acme.id, language }));
    expect(missing.none).toEqual({ status: 401, body: { message: 'Authorization header required' } });
    expect(missing.en).toEqual(missing.none);
    expectArabicTwin(missing.ar, missing.en);
    expect(missing.ar.body.message).toBe('يجب تسجيل الدخول (ترويسة Authorization مطلوبة)');

    const unknown = await inEachLanguage((language) =>
      api.get('/api/admin/departments', { accessToken: 'not-a-token', tenant: acme.id, language }),
    );
    expect(unknown.none).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(unknown.en).toEqual(unknown.none);
    expect(unknown.ar).toEqual({ status: 401, body: { message: 'يجب تسجيل الدخول.' } });
  });

  it('403 for a permission the user lacks (read reports, the Card Operator in Desert Logistics), in the app’s words for it', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const path = '/api/admin/analytics/spend?group_by=time&from=2026-01-01&to=2026-01-31';
    const refused = await inEachLanguage((language) => api.get(path, { accessToken, tenant: desertLogistics.id, language }));
    expect(refused.none).toEqual({ status: 403, body: { message: 'You do not have permission to read reports.' } });
    expect(refused.en).toEqual(refused.none);
    expectArabicTwin(refused.ar, refused.en);
    expect(refused.ar.body.message).toBe('ليست لديك صلاحية «عرض تحليلات الإنفاق والتقارير القياسية وحفظ التقارير وتصديرها وجدولتها».');
  });

  it("404 for another company's id", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = api.db().departments.find((row) => row.company_id === desertLogistics.id)!;
    const missing = await inEachLanguage((language) =>
      api.get(`/api/admin/departments/${foreign.id}`, { accessToken, tenant: acme.id, language }),
    );
    expect(missing.none).toEqual({ status: 404, body: { message: 'Not found.' } });
    expect(missing.en).toEqual(missing.none);
    expect(missing.ar).toEqual({ status: 404, body: { message: 'غير موجود.' } });
  });

  it("422 with a handler's field errors: a department name already taken and another company's administrator", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const [first, second] = api.db().departments.filter((row) => row.company_id === acme.id);
    const foreignMember = api.db().members.find((member) => member.company_id === desertLogistics.id)!;
    const body = { name: first.name, administrator_ids: [foreignMember.id] };
    const rejected = await inEachLanguage((language) =>
      api.send('PUT', `/api/admin/departments/${second.id}`, body, { accessToken, tenant: acme.id, language }),
    );
    expect(rejected.none).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          name: ['The name has already been taken.'],
          administrator_ids: [`These administrators do not belong to the company: ${foreignMember.id}.`],
        },
      },
    });
    expect(rejected.en).toEqual(rejected.none);
    expectArabicTwin(rejected.ar, rejected.en);
    expect(rejected.ar.body).toEqual({
      message: 'البيانات المُدخلة غير صالحة.',
      errors: {
        name: ['الاسم مستخدم بالفعل.'],
        administrator_ids: [`هؤلاء المستخدمون لا ينتمون إلى الشركة: \u2068${foreignMember.id}\u2069.`],
      },
    });
    expect(api.db().departments.find((row) => row.id === second.id)?.name).toBe(second.name);
  });

  it('422 from the OpenAPI validator: a required field missing, a wrong type; the field names stay', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const rejected = await inEachLanguage((language) =>
      api.send('POST', '/api/admin/departments', { administrator_ids: ['x'] }, { accessToken, tenant: acme.id, language }),
    );
    expect(rejected.none.status).toBe(422);
    expect(rejected.none.body.errors).toMatchObject({ name: ['The name field is required.'] });
    expect(rejected.en).toEqual(rejected.none);
    expectArabicTwin(rejected.ar, rejected.en);
    const fields = rejected.ar.body.errors as Record<string, string[]>;
    expect(plain(fields.name[0])).toBe('الحقل name مطلوب.');
    expect(Object.keys(fields)).toContain('administrator_ids.0');
    expect(plain(fields['administrator_ids.0'][0])).toBe('يجب أن يكون الحقل administrator_ids.0 عددًا صحيحًا.');
  });

  it('422 for a body that is not JSON', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const broken = await inEachLanguage((language) =>
      postJson('/api/admin/departments', '{"name":', { accessToken, tenant: acme.id, language }),
    );
    expect(broken.none).toEqual({ status: 422, body: { message: 'The request body is not valid JSON.' } });
    expect(broken.en).toEqual(broken.none);
    expect(broken.ar).toEqual({ status: 422, body: { message: 'نص الطلب ليس بصيغة JSON صالحة.' } });
  });

  it("a CSV import's 422 names its rows' lines and columns in both languages, with Arabic messages", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const rows = [
      { name: 'Conference', colour: 'blue', group: 'Event' },
      { name: 'conference', colour: 'red', group: '' },
    ];
    const rejected = await inEachLanguage((language) =>
      api.send('POST', '/api/admin/tags/import', { rows }, { accessToken, tenant: acme.id, language }),
    );
    expect(rejected.none).toEqual({
      status: 422,
      body: {
        message: '1 line has errors; nothing was imported.',
        errors: [{ line: 3, column: 'name', message: 'The name has already been taken.' }],
      },
    });
    expect(rejected.en).toEqual(rejected.none);
    expect(rejected.ar).toEqual({
      status: 422,
      body: {
        message: 'لم يُستورد شيء: في سطر واحد أخطاء.',
        errors: [{ line: 3, column: 'name', message: 'الاسم مستخدم بالفعل.' }],
      },
    });
  });

  it("the public password answer follows the language; the QA controls' answers stay English", async () => {
    const forgot = await inEachLanguage((language) =>
      api.send('POST', '/api/admin/password/forgot', { email: 'nobody@example.com' }, { language }),
    );
    expect(forgot.none).toEqual({
      status: 202,
      body: { message: 'If the address belongs to an account, a link to reset its password is on its way.' },
    });
    expect(forgot.en).toEqual(forgot.none);
    expect(forgot.ar).toEqual({
      status: 202,
      body: { message: 'إذا كان العنوان يخص حسابًا، فإن رابط إعادة تعيين كلمة المرور في طريقه إليه.' },
    });

    const control = await inEachLanguage((language) =>
      api.send('POST', '/__mock/administrator-invitations', { email: 'nobody@example.com' }, { language }),
    );
    expect(control.ar).toEqual({ status: 404, body: { message: 'No account has this e-mail.' } });
    expect(control.en).toEqual(control.ar);
  });
});

describe("the bell's notifications in the reader's language", () => {
  it('answers every title in Arabic when asked, the stored English otherwise, with the same links and states', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const list = async (language?: string) => {
      const response = await api.get('/api/admin/notifications?per_page=100', { accessToken, tenant: acme.id, language });
      expect(response.status).toBe(200);
      return (await response.json()).data as {
        id: number;
        read_at: string | null;
        data: { title: string; additional_data: { cta: string | null } };
      }[];
    };
    const [english, arabic] = [await list('en'), await list('ar')];
    expect(english.length).toBeGreaterThan(0);
    const stored = new Map(api.db().notifications.map((row) => [row.id, row.data.title]));
    expect(english.map((row) => row.data.title)).toEqual(english.map((row) => stored.get(row.id)));
    expect(arabic.map(({ id, read_at, data }) => [id, read_at, data.additional_data.cta])).toEqual(
      english.map(({ id, read_at, data }) => [id, read_at, data.additional_data.cta]),
    );
    for (const row of arabic) expect(row.data.title, stored.get(row.id)).toMatch(ARABIC_SCRIPT);
  });
});
