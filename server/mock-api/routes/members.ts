import type { MemberListFilters } from '../../../src/api/schema.d.ts';
import { removePerson } from '../actions/members.ts';
import { actorOf } from '../auth/actor.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { filtersOf, paginate, partialsOf, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import type { MockDatabase, StoredCard, StoredMember } from '../store/types.ts';
import { presentMember } from '../presenters/members.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** GET members (read people), GET members/{id} (read people details), DELETE members/{id} (manage people; `actions/members.ts`). */
export const registerMemberRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/members', (req, res) => {
    const { db, company } = requirePermission(req, 'read people');
    const filters = filtersOf(req) as MemberListFilters;
    const term = searchTermOf(req);
    const matching = db.members.filter(
      (member) => member.company_id === company.id && matchesMemberFilters(member, filters) && matchesMemberSearch(member, term),
    );
    const sorted = sortRows(matching, sortKeysOf(req, 'created_at:desc'), (member, field) => member[field as keyof StoredMember]);
    const page = paginate(sorted, req);
    const partials = partialsOf(req);
    const cardsOfPage = cardsByMember(db, page.data);
    res.json({ data: page.data.map((member) => presentMember(db, member, partials, cardsOfPage.get(member.id))), meta: page.meta });
  });

  router.get('/api/admin/members/:id', (req, res) => {
    const { db, company } = requirePermission(req, 'read people details');
    const member = findOwned(db.members, String(req.params.id), company.id);
    res.json({ data: presentMember(db, member, partialsOf(req)) });
  });

  router.delete('/api/admin/members/:id', (req, res) => {
    removePerson(actorOf(req, requirePermission(req, 'manage people')), String(req.params.id));
    res.status(204).end();
  });
};

function matchesMemberFilters(member: StoredMember, filters: MemberListFilters): boolean {
  const departmentIds = filters.in?.department_id;
  if (departmentIds && !departmentIds.includes(String(member.department_id))) return false;
  const branchIds = filters.in?.branch_id;
  if (branchIds && !branchIds.includes(String(member.branch_id))) return false;
  if (filters.exact?.status !== undefined && member.status !== filters.exact.status) return false;
  return true;
}

function matchesMemberSearch(member: StoredMember, term: string): boolean {
  if (term === '') return true;
  return [`${member.first_name} ${member.last_name}`, member.email].some((text) => text.toLowerCase().includes(term));
}

/** The cards of a page of people in one pass over the cards (a list page is one scan, not one per person). */
function cardsByMember(db: MockDatabase, members: readonly StoredMember[]): Map<number, StoredCard[]> {
  const byMember = new Map<number, StoredCard[]>(members.map((member) => [member.id, []]));
  for (const card of db.cards) byMember.get(card.member_id)?.push(card);
  return byMember;
}
