import type { MockDatabase } from '../store/types.ts';

/**
 * A bell notification for the account of a person of a company (nothing when the person has no
 * account there), with a link (`cta`) to what it is about.
 */
export function notifyPerson(
  db: MockDatabase,
  companyId: string,
  memberId: number,
  title: string,
  cta: string | null,
  now = new Date(),
): void {
  const membership = db.memberships.find((row) => row.member_id === memberId && row.company_id === companyId);
  if (!membership) return;
  db.notifications.push({
    id: db.notifications.reduce((max, row) => Math.max(max, row.id), 0) + 1,
    user_id: membership.user_id,
    company_id: companyId,
    created_at: now.toISOString(),
    read_at: null,
    data: { title, additional_data: { cta } },
  });
}
