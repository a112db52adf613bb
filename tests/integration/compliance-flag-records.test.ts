import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme] = SEEDED_COMPANIES;
const api = useTestServer({ resetEachTest: false });

type Flag = {
  subject: { expense_ids: number[]; bill_ids: number[] };
  records: { id: number; kind: 'expense' | 'bill'; name: string; amount: number; currency: string }[];
};

describe('a flag names its records as a person knows them (issue 35 item 4)', () => {
  it('gives each expense its merchant and amount, each bill its vendor, invoice number and total', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const flags = (await (await api.get('/api/admin/compliance/flags?per_page=100&filters[in][status][]=open', options)).json())
      .data as Flag[];
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags.slice(0, 12)) {
      expect(flag.records.map(({ kind, id }) => `${kind}${id}`)).toEqual([
        ...flag.subject.expense_ids.map((id) => `expense${id}`),
        ...flag.subject.bill_ids.map((id) => `bill${id}`),
      ]);
      for (const record of flag.records) {
        const path = record.kind === 'expense' ? `/api/admin/expenses/${record.id}` : `/api/admin/bills/${record.id}`;
        const shown = (await (await api.get(path, options)).json()).data;
        if (record.kind === 'expense')
          expect(record).toMatchObject({ name: shown.merchant, amount: shown.amount, currency: shown.currency });
        else
          expect(record).toMatchObject({
            name: `${shown.vendor_name} · ${shown.invoice_number}`,
            amount: shown.total,
            currency: shown.currency,
          });
      }
    }
  }, 60_000);
});
