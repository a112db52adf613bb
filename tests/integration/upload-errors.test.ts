import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { MULTIPART_LIMITS, MULTIPART_MAX_BYTES } from '../../server/mock-api/http/multipart.ts';
import { useTestServer } from './mockServer.ts';

const [acme] = SEEDED_COMPANIES;
const MB = 1024 * 1024;

/** The contract's upload operations: the file's field and the statuses each documents. */
const UPLOADS = [
  {
    name: 'expense receipt',
    method: 'PUT',
    field: 'receipt',
    path: (id: number) => `/api/admin/expenses/${id}/receipt`,
    statuses: [401, 403, 404, 413, 422],
  },
  {
    name: 'bill attachment',
    method: 'POST',
    field: 'file',
    path: (id: number) => `/api/admin/bills/${id}/attachments`,
    statuses: [401, 403, 404, 413, 422],
  },
  {
    name: 'dispute file',
    method: 'POST',
    field: 'file',
    path: (id: number) => `/api/admin/disputes/${id}/files`,
    statuses: [401, 403, 404, 413, 422],
  },
  { name: 'support ticket', method: 'POST', field: 'attachment', path: () => '/api/admin/support-tickets', statuses: [401, 403, 413, 422] },
] as const;

describe('issue 37 item 7: the upload endpoints answer each error their contract documents', () => {
  const api = useTestServer({ resetEachTest: false });
  const recordId = (name: (typeof UPLOADS)[number]['name']): number => {
    const db = api.db();
    if (name === 'expense receipt') return db.expenses.find((row) => row.company_id === acme.id && row.status === 'submitted')!.id;
    if (name === 'bill attachment') return db.bills.find((row) => row.company_id === acme.id && !row.is_void)!.id;
    if (name === 'dispute file') return db.disputes.find((row) => row.company_id === acme.id && row.status === 'unsubmitted')!.id;
    return 0;
  };
  const formWith = (field: string, bytes: number, extra: (form: FormData) => void = () => {}) => {
    const form = new FormData();
    if (field === 'attachment') {
      form.append('category', 'card');
      form.append('file_type', 'cards');
      form.append('message', 'My card was declined at a supplier.');
    }
    form.append(field, new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'scan.pdf');
    extra(form);
    return form;
  };
  const upload = async (upload: (typeof UPLOADS)[number], form: FormData, options: { email?: string | null; id?: number } = {}) => {
    const email = options.email === undefined ? SEEDED_ACCOUNTS.firmAdmin : options.email;
    const headers: Record<string, string> = { 'X-Tenant': acme.id };
    if (email) headers.Authorization = `Bearer ${await api.accessToken(email)}`;
    const response = await fetch(`${api.url}${upload.path(options.id ?? recordId(upload.name))}`, {
      method: upload.method,
      headers,
      body: form,
    });
    return { status: response.status, body: await response.json() };
  };

  for (const endpoint of UPLOADS) {
    it(`${endpoint.name}: a file over 5 MB is a 422 on '${endpoint.field}', the same for every size up to the hard cap`, async () => {
      expect(endpoint.statuses).toContain(422);
      const answers = [];
      for (const bytes of [MULTIPART_LIMITS.fileSize + 1, 12 * MB, MULTIPART_MAX_BYTES - MB])
        answers.push(await upload(endpoint, formWith(endpoint.field, bytes)));
      for (const answer of answers) {
        expect(answer.status).toBe(422);
        expect(answer.body.errors).toEqual({ [endpoint.field]: [`The ${endpoint.field} may not be greater than 5 MB.`] });
      }
    });

    it(`${endpoint.name}: 401 without a token, 403 outside the company${endpoint.statuses.includes(404 as never) ? ', 404 for no such record' : ''}`, async () => {
      expect((await upload(endpoint, formWith(endpoint.field, 10), { email: null })).status).toBe(401);
      const outsider = await upload(endpoint, formWith(endpoint.field, 10), { email: SEEDED_ACCOUNTS.unassigned });
      expect(outsider.status).toBe(403);
      if (endpoint.statuses.includes(404 as never))
        expect((await upload(endpoint, formWith(endpoint.field, 10), { id: 999_999 })).status).toBe(404);
    });

    it(`${endpoint.name}: 413 for a form beyond the server's hard limits (too many fields)`, async () => {
      const tooManyFields = formWith(endpoint.field, 10, (form) =>
        Array.from({ length: MULTIPART_LIMITS.fields + 1 }, (_, index) => form.append(`extra${index}`, 'x')),
      );
      const answer = await upload(endpoint, tooManyFields);
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe(`A form may have at most ${MULTIPART_LIMITS.fields} fields.`);
    });
  }

  it('a declared body over the hard cap is 413 at once, before it has all been sent', async () => {
    const { port } = new URL(api.url);
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const status = await new Promise<number>((resolve, reject) => {
      const sending = request(
        {
          port,
          host: '127.0.0.1',
          method: 'PUT',
          path: UPLOADS[0].path(recordId('expense receipt')),
          headers: {
            Authorization: `Bearer ${accessToken}`,
            'X-Tenant': acme.id,
            'Content-Type': 'multipart/form-data; boundary=XCAPX',
            'Content-Length': MULTIPART_MAX_BYTES + 1,
          },
        },
        (response) => resolve(response.statusCode ?? 0),
      );
      sending.on('error', reject);
      sending.write('--XCAPX\r\nContent-Disposition: form-data; name="receipt"; filename="big.pdf"\r\n\r\n');
    });
    expect(status).toBe(413);
  });

  it("the field error is in the reader's language", async () => {
    const form = formWith('receipt', MULTIPART_LIMITS.fileSize + 1);
    const response = await fetch(`${api.url}${UPLOADS[0].path(recordId('expense receipt'))}`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${await api.accessToken(SEEDED_ACCOUNTS.firmAdmin)}`,
        'X-Tenant': acme.id,
        'Accept-Language': 'ar',
      },
      body: form,
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.receipt).toEqual(['لا يجوز أن يزيد حجم الإيصال على 5 ميغابايت.']);
  });
});
