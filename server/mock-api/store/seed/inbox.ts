import type { StoredCompany, StoredUser } from '../types.ts';
import { groupByCompany } from '../groupByCompany.ts';
import { randomDateTime, type SeedContext } from './seedContext.ts';

const RETIRED_NOTIFICATIONS_PER_COMPANY = 8;
const MAILBOX_ITEMS_PER_COMPANY = 14;

/**
 * The random values the seed's first notifications drew (invented people and amounts), drawn and
 * dropped so every row seeded after keeps its values. The bell is seeded at the end by the events
 * that ring it in use (`seedNotificationsFromEvents`).
 */
export function drawRetiredNotificationValues(ctx: SeedContext): void {
  const { faker } = ctx;
  const fixedCompanies = ctx.db.companies.slice(0, 7);
  for (const user of ctx.db.users) {
    const companies = user.user_type === 'firm_admin' ? fixedCompanies : companiesOf(ctx, user);
    for (let each = 0; each < companies.length; each += 1)
      for (let index = 0; index < RETIRED_NOTIFICATIONS_PER_COMPANY; index += 1) {
        faker.person.fullName();
        faker.number.int({ min: 500, max: 20_000 });
        randomDateTime(ctx, 30 + index * 3, index * 3);
      }
  }
}

function companiesOf(ctx: SeedContext, user: StoredUser): StoredCompany[] {
  const ids = new Set(ctx.db.memberships.filter((membership) => membership.user_id === user.id).map((membership) => membership.company_id));
  return ctx.db.companies.filter((company) => ids.has(company.id));
}

/** Mailbox items of the fixed companies: some unread, some unclassified. */
export function seedMailbox(ctx: SeedContext): void {
  const { faker } = ctx;
  const membersByCompany = groupByCompany(ctx.db.members);
  for (const company of ctx.db.companies.slice(0, 7)) {
    const members = membersByCompany.get(company.id) ?? [];
    for (let index = 0; index < MAILBOX_ITEMS_PER_COMPANY; index += 1) {
      const sender = faker.helpers.arrayElement(members);
      const vendor = faker.company.name();
      const received_at = randomDateTime(ctx, 60, 0);
      // The item's document, sender and classification come later (store/seed/mailDocuments.ts), from the
      // company's counterparts and classification rules; the draws here stay so nothing seeded after shifts.
      ctx.db.mailbox.push({
        id: ctx.nextId('mailbox'),
        company_id: company.id,
        subject: `Invoice ${faker.string.alphanumeric({ length: 6, casing: 'upper' })} from ${vendor}`,
        from_name: `${sender.first_name} ${sender.last_name}`,
        from_email: sender.email,
        body: faker.lorem.paragraphs(2),
        received_at,
        read_at: index % 2 === 0 ? null : received_at,
        classification_id: null,
        attachments: [],
        bill_id: null,
      });
    }
  }
}
