import { formatMoney } from '../../../../src/domain/amounts.ts';
import type { StoredCompany, StoredUser } from '../types.ts';
import { groupByCompany } from '../groupByCompany.ts';
import { randomDateTime, type SeedContext } from './seedContext.ts';

const NOTIFICATIONS_PER_COMPANY = 8;
const UNREAD_NOTIFICATIONS = 3;
const MAILBOX_ITEMS_PER_COMPANY = 14;

/** Notifications for every account in each company it can open (firm admin: the fixed companies). */
export function seedNotifications(ctx: SeedContext): void {
  const fixedCompanies = ctx.db.companies.slice(0, 7);
  for (const user of ctx.db.users) {
    const companies = user.user_type === 'firm_admin' ? fixedCompanies : companiesOf(ctx, user);
    for (const company of companies) seedUserNotifications(ctx, user, company);
  }
}

function companiesOf(ctx: SeedContext, user: StoredUser): StoredCompany[] {
  const ids = new Set(ctx.db.memberships.filter((membership) => membership.user_id === user.id).map((membership) => membership.company_id));
  return ctx.db.companies.filter((company) => ids.has(company.id));
}

function seedUserNotifications(ctx: SeedContext, user: StoredUser, company: StoredCompany): void {
  const { faker } = ctx;
  const cards = ctx.db.cards.filter((card) => card.company_id === company.id).slice(0, NOTIFICATIONS_PER_COMPANY);
  const rows = Array.from({ length: NOTIFICATIONS_PER_COMPANY }, (_, index) => {
    const card = cards[index % cards.length];
    const templates = [
      { title: `Card ending ${card.number.slice(-4)} was frozen`, cta: `/cards/${card.id}` },
      { title: `New expense submitted by ${faker.person.fullName()}`, cta: '/expenses' },
      { title: `Funding request of ${formatMoney(faker.number.int({ min: 500, max: 20_000 }), 'AED')} approved`, cta: '/funding-requests' },
      { title: `${company.name}: monthly statement is ready`, cta: null },
      { title: `Card limit reached on ${card.name}`, cta: `/cards/${card.id}` },
    ];
    const template = templates[index % templates.length];
    const created_at = randomDateTime(ctx, 30 + index * 3, index * 3);
    return {
      id: 0,
      user_id: user.id,
      company_id: company.id,
      created_at,
      read_at: index < UNREAD_NOTIFICATIONS ? null : created_at,
      data: { title: template.title, additional_data: { cta: template.cta } },
    };
  });
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const row of rows) ctx.db.notifications.push({ ...row, id: ctx.nextId('notifications') });
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
