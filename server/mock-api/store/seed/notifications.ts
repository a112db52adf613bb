import { formatMoney } from '../../../../src/domain/amounts.ts';
import { cardLast4 } from '../../../../src/domain/cards.ts';
import { fundingDecisionNotice, notifyPerson, notifyRequester, spendRequestNotice } from '../bell.ts';
import type { MockDatabase, StoredFundingRequest, StoredNotification } from '../types.ts';
import { SEEDED_ACCOUNTS } from './accounts.ts';
import { SEEDED_COMPANIES } from './companies.ts';
import { requestRow } from './requests.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

/** A notification younger than this many days is still unread; an older one was read an hour after it came. */
const UNREAD_FOR_DAYS = 14;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The bell as the seeded records rang it (issue 35 item 4): the same notifiers the API calls when
 * something happens, run over the seeded records in the order they happened — a card or limit request
 * decided (its requester), a funding request decided (its requester). So every notification names real
 * people and records and links a page that shows its record. Salaries not paid 15 days after their due
 * date ring when the bell is read (`remindLateSalaries`), as in use. Draws no random number.
 */
export function seedNotificationsFromEvents(ctx: SeedContext): void {
  const { db } = ctx;
  seedMemberDecisions(ctx);
  const events: { at: string; ring: () => void }[] = [];
  for (const row of db.spendRequests) {
    const decidedAt = row.decided_at;
    if ((row.status === 'approved' || row.status === 'declined') && decidedAt)
      events.push({
        at: decidedAt,
        ring: () =>
          notifyPerson(
            db,
            row.company_id,
            row.requester_member_id,
            spendRequestNotice(row),
            `/requests/overview/${row.id}`,
            new Date(decidedAt),
          ),
      });
  }
  for (const row of db.fundingRequests) {
    const { status, decided_at: decidedAt, decided_by: by } = row;
    const company = db.companies.find((each) => each.id === row.company_id);
    if ((status !== 'approved' && status !== 'declined') || !decidedAt || !by || !company) continue;
    const title = fundingDecisionNotice(
      { status, by, reason: row.decision_reason },
      formatMoney(row.amount, row.currency),
      fundingTargetName(db, company.name, row),
    );
    events.push({ at: decidedAt, ring: () => notifyRequester(db, row, title, decidedAt) });
  }
  events.sort((a, b) => a.at.localeCompare(b.at));
  for (const event of events) event.ring();
  markSeededReadState(ctx, db.notifications);
}

/** Seeded notifications as a person left them: read an hour after they came, unless younger than two weeks. */
export function markSeededReadState(ctx: SeedContext, rows: readonly StoredNotification[]): void {
  for (const row of rows) {
    const age = ctx.referenceDate.getTime() - Date.parse(row.created_at);
    row.read_at = age > UNREAD_FOR_DAYS * DAY_MS ? new Date(Date.parse(row.created_at) + HOUR_MS).toISOString() : null;
  }
}

/** A funding target's name as the API names it (policy/balanceOwners.ts), read from the seeded rows. */
function fundingTargetName(db: MockDatabase, companyName: string, { company_id: companyId, target }: StoredFundingRequest): string {
  const id = Number(target.id);
  const owned = <T extends { id: number; company_id: string }>(rows: T[]) =>
    rows.find((row) => row.id === id && row.company_id === companyId);
  const department = target.type === 'department' ? owned(db.departments) : undefined;
  const member = target.type === 'member' ? owned(db.members) : undefined;
  const card = target.type === 'card' ? owned(db.cards) : undefined;
  if (target.type === 'company') return companyName;
  if (department) return department.name;
  if (member) return `${member.first_name} ${member.last_name}`;
  if (card) return `${cardLast4(card.number)} (${card.name})`;
  return `${target.type} ${target.id ?? ''}`.trim();
}

/**
 * Two requests of the seeded member (Acme) that the firm admin declined in the last days, so the
 * member's bell holds recent decisions about their own requests, as it would in use.
 */
function seedMemberDecisions(ctx: SeedContext): void {
  const { db } = ctx;
  const acme = SEEDED_COMPANIES[0].id;
  const member = db.users.find((row) => row.email === SEEDED_ACCOUNTS.member);
  const admin = db.users.find((row) => row.email === SEEDED_ACCOUNTS.firmAdmin);
  const membership = member && db.memberships.find((row) => row.user_id === member.id && row.company_id === acme);
  const person = membership && db.members.find((row) => row.id === membership.member_id);
  if (!person || !admin) return;
  const decidedBy = `${admin.first_name} ${admin.last_name}`;
  db.spendRequests.push(
    requestRow(ctx, acme, person, 6, {
      kind: 'card',
      status: 'declined',
      card_type: 'physical',
      purpose: 'Client dinners',
      requested_limit: 4000,
      reason: 'Dinners with visiting clients',
      decline_reason: 'Client dinners go on the department card.',
      decided_by: decidedBy,
      decided_at: daysAgo(ctx, 3),
    }),
    requestRow(ctx, acme, person, 4, {
      kind: 'limit',
      status: 'declined',
      target_type: 'member',
      target_id: person.id,
      new_amount: 6000,
      duration: 'permanent',
      reason: 'More travel next month',
      decline_reason: 'Ask again with the travel plan.',
      decided_by: decidedBy,
      decided_at: daysAgo(ctx, 1),
    }),
  );
}
