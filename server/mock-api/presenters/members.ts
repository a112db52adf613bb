import type { Member } from '../../../src/api/schema.d.ts';
import type { MockDatabase, StoredCard, StoredMember } from '../store/types.ts';
import { presentCard } from './cards.ts';

/** The API view of a person; `cards`, `cards.limit`, `limit`, `department`, `addresses` only when asked. */
export function presentMember(db: MockDatabase, member: StoredMember, partials: Set<string>, ownCards?: StoredCard[]): Member {
  const { id, first_name, last_name, email, status, department_id, branch_id, created_at } = member;
  const cards = ownCards ?? db.cards.filter((card) => card.member_id === member.id);
  const presented: Member = { id, first_name, last_name, email, status, department_id, branch_id, created_at, cards_count: cards.length };
  if (partials.has('department')) {
    const department = db.departments.find((row) => row.id === department_id);
    presented.department = department ? { id: department.id, name: department.name } : null;
  }
  if (partials.has('limit')) presented.limit = member.limit;
  if (partials.has('addresses')) presented.addresses = member.addresses;
  if (partials.has('cards') || partials.has('cards.limit')) {
    const cardPartials = new Set(partials.has('cards.limit') ? ['limit'] : []);
    presented.cards = cards.map((card) => presentCard(card, member, cardPartials));
  }
  return presented;
}
