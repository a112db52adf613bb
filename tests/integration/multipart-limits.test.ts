import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { MULTIPART_LIMITS } from '../../server/mock-api/http/multipart.ts';
import { publicState } from '../../server/mock-api/public/publicState.ts';
import { useTestServer } from './mockServer.ts';

const [acme] = SEEDED_COMPANIES;
const valid = { category: 'card', file_type: 'cards', message: 'My card was declined at a supplier.' };

describe('issue 20 item 10: multipart bodies are bounded', () => {
  const api = useTestServer({ resetEachTest: false });
  const tickets = () => publicState(api.db()).supportTickets;
  const post = async (path: string, form: FormData, method = 'POST') => {
    const { access_token } = await api.signIn(SEEDED_ACCOUNTS.firmAdmin);
    return fetch(`${api.url}${path}`, { method, headers: { Authorization: `Bearer ${access_token}`, 'X-Tenant': acme.id }, body: form });
  };
  const ticketForm = (extra: (form: FormData) => void) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) form.append(name, value);
    extra(form);
    return form;
  };

  it('accepts a 5 MB attachment', async () => {
    const response = await post(
      '/api/admin/support-tickets',
      ticketForm((form) => form.append('attachment', new Blob([new Uint8Array(MULTIPART_LIMITS.fileSize)]), 'scan.pdf')),
    );
    expect(response.status).toBe(201);
  });

  it('answers a file over 5 MB or an oversized field with a 422 on that field, a second file or too many fields with 413; stores nothing', async () => {
    const before = tickets().length;
    const cases: [string, (form: FormData) => void, number, Record<string, string[]> | undefined][] = [
      [
        'file over 5 MB',
        (form) => form.append('attachment', new Blob([new Uint8Array(MULTIPART_LIMITS.fileSize + 1)]), 'scan.pdf'),
        422,
        { attachment: ['The attachment may not be greater than 5 MB.'] },
      ],
      ['two files', (form) => ['a.pdf', 'b.pdf'].forEach((name) => form.append('attachment', new Blob(['%PDF']), name)), 413, undefined],
      [
        'an oversized field',
        (form) => form.set('message', 'x'.repeat(MULTIPART_LIMITS.fieldSize + 1)),
        422,
        { message: [`A form field may hold at most ${MULTIPART_LIMITS.fieldSize / 1024} KB.`] },
      ],
      [
        'too many fields',
        (form) => Array.from({ length: MULTIPART_LIMITS.fields }, (_, index) => form.append(`extra${index}`, 'x')),
        413,
        undefined,
      ],
    ];
    for (const [what, extra, status, errors] of cases) {
      const response = await post('/api/admin/support-tickets', ticketForm(extra));
      expect(response.status, what).toBe(status);
      const body = await response.json();
      expect(body.message, what).toEqual(expect.any(String));
      expect(body.errors, what).toEqual(errors);
    }
    expect(tickets()).toHaveLength(before);
  });

  it('stops reading a 60 MB upload at the limit: 413 before the body has all been sent', async () => {
    const { access_token } = await api.signIn(SEEDED_ACCOUNTS.firmAdmin);
    const boundary = 'XLIMITX';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="big.pdf"\r\n\r\n`;
    const { port } = new URL(api.url);
    const status = await new Promise<number>((resolve, reject) => {
      const upload = request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/admin/support-tickets',
          headers: {
            Authorization: `Bearer ${access_token}`,
            'X-Tenant': acme.id,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': 60 * 1024 * 1024,
          },
        },
        (response) => resolve(response.statusCode ?? 0),
      );
      upload.on('error', reject);
      upload.write(head);
      const chunk = Buffer.alloc(1024 * 1024);
      // Never send more than 8 MB: the answer must come while the rest of the 60 MB is still unsent.
      for (let sent = 0; sent < 8; sent += 1) upload.write(chunk);
    });
    expect(status).toBe(413);
  });

  it('bounds the departments multipart form too (an oversized field is a 422 on it)', async () => {
    const form = new FormData();
    form.append('name', 'Edge');
    form.append('administrator_ids', 'x'.repeat(MULTIPART_LIMITS.fieldSize + 1));
    const response = await post('/api/admin/departments', form);
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(['administrator_ids']);
  });

  it('answers a truncated multipart body with a JSON 400', async () => {
    const { access_token } = await api.signIn(SEEDED_ACCOUNTS.firmAdmin);
    const response = await fetch(`${api.url}/api/admin/support-tickets`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${access_token}`, 'X-Tenant': acme.id, 'Content-Type': 'multipart/form-data; boundary=XX' },
      body: '--XX\r\nContent-Disposition: form-data; name="message"\r\n\r\nHello there help',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/multipart/i);
  });
});
