import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

describe('issue 37 item 5: the outbox holds e-mails, in the language of the page that sent them', () => {
  const api = useTestServer();
  const outbox = async (email: string) => (await (await api.get(`/__mock/outbox?email=${encodeURIComponent(email)}`)).json()).data;

  it('a password reset asked from the Arabic page is an Arabic e-mail, right to left, with the link', async () => {
    await api.send('POST', '/api/admin/password/forgot', { email: SEEDED_ACCOUNTS.member }, { language: 'ar' });
    const [mail] = await outbox(SEEDED_ACCOUNTS.member);
    expect(mail).toMatchObject({
      kind: 'password_reset',
      to: SEEDED_ACCOUNTS.member,
      language: 'ar',
      subject: 'إعادة تعيين كلمة مرور Spendboard',
    });
    expect(mail.link).toMatch(/^\/set-password\?token=prt_/);
    const href = `${api.url}${mail.link}`;
    expect(mail.links).toEqual([{ label: 'اختيار كلمة مرور جديدة', href }]);
    // The name keeps its own direction inside the Arabic sentence (bidi isolates).
    expect(mail.text).toContain('مرحبًا \u2068Omar Khalil\u2069،');
    expect(mail.text).toContain(href);
    expect(mail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
  });

  it('the same request from the English page is in English; each mail keeps its own language', async () => {
    await api.send('POST', '/api/admin/password/forgot', { email: SEEDED_ACCOUNTS.member }, { language: 'ar' });
    await api.send('POST', '/api/admin/password/forgot', { email: SEEDED_ACCOUNTS.member }, { language: 'en-GB,en;q=0.8' });
    const [latest, earlier] = await outbox(SEEDED_ACCOUNTS.member);
    expect([latest.language, latest.subject]).toEqual(['en', 'Reset your Spendboard password']);
    expect(latest.text).toContain('Open this link within 60 minutes to choose a new one:');
    expect(earlier.language).toBe('ar');
  });

  it('a scheduled report is an e-mail too: subject, bodies and a link to the reports, in English', async () => {
    const options = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: SEEDED_COMPANIES[0].id };
    const report = { kind: 'vat', name: 'Monthly VAT', filters: {}, columns: ['supplier_trn', 'vat_amount'], schedule: 'monthly' };
    expect((await api.send('POST', '/api/admin/saved-reports', report, options)).status).toBe(201);
    await api.send('POST', '/__mock/clock', { advance: 'P40D' });
    const mails = (await outbox(SEEDED_ACCOUNTS.firmAdmin)).filter((mail: { kind: string }) => mail.kind === 'scheduled_report');
    expect(mails.length).toBeGreaterThanOrEqual(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: SEEDED_ACCOUNTS.firmAdmin,
      language: 'en',
      links: [{ label: 'Open the reports', href: `${api.url}/reports` }],
    });
    expect(mail.subject).toMatch(/^Monthly VAT: \d{4}-\d{2}-01 to /);
    expect(mail.text).toContain(`Your scheduled report for ${mail.period.from} to ${mail.period.to} is ready: ${mail.row_count} rows.`);
    expect(mail.html).toContain('<title>Monthly VAT: ');
  });
});
