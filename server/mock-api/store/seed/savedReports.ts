import { reportDefinition } from '../../../../src/domain/reportCatalogue.ts';
import type { StoredSavedReport } from '../types.ts';
import { SEEDED_ACCOUNTS } from './accounts.ts';
import { SEEDED_COMPANIES } from './companies.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

const [ACME, , , , , MARINA] = SEEDED_COMPANIES;

/**
 * A few saved reports (issue 16), without the faker and without a schedule (so no seeded mail is
 * due): the firm admin's in Acme and Marina Tech Labs, the manager's in Acme.
 */
export function seedSavedReports(ctx: SeedContext): void {
  const userId = (email: string) => ctx.db.users.find((user) => user.email === email)?.id;
  const rows: [string, string, StoredSavedReport['kind'], string][] = [
    [ACME.id, SEEDED_ACCOUNTS.firmAdmin, 'vat', 'Input VAT for the auditors'],
    [ACME.id, SEEDED_ACCOUNTS.manager, 'missing_receipts', 'Receipts to chase'],
    [MARINA.id, SEEDED_ACCOUNTS.firmAdmin, 'ap_ageing', 'Payables ageing'],
  ];
  rows.forEach(([companyId, email, kind, name], index) => {
    const user = userId(email);
    if (user === undefined) return;
    ctx.db.savedReports.push({
      id: ctx.nextId('savedReports'),
      company_id: companyId,
      user_id: user,
      kind,
      name,
      filters: {},
      columns: reportDefinition(kind).columns.map((column) => column.key),
      schedule: null,
      next_send_on: null,
      last_sent_on: null,
      created_at: daysAgo(ctx, 20 + index),
    });
  });
}
