import { isCardClosed } from '../../../src/domain/cardActions.ts';
import { cardLast4 } from '../../../src/domain/cards.ts';
import { notFound } from '../http/errors.ts';
import type { Limit, LimitEntity, MockDatabase, StoredCompany, StoredTransferParty } from '../store/types.ts';

/**
 * What holds a limit and a balance: a member, department or card of the active company, or the
 * company itself. Limits and transfers find them the same way, with the same 404 rules.
 */
export interface BalanceOwner {
  type: LimitEntity;
  id: number | string;
  name: string;
  /** The stored row: changing `holder.limit` changes the store. */
  holder: { limit: Limit };
  /** A terminated or expired card: its limit can no longer change and it cannot receive money. */
  closed: boolean;
  /** A member without a department inherits from the company. */
  inheritsFrom: Limit['inherited_from'];
}

/** The data of the active company a lookup needs (a guard's CompanyScope fits). */
export interface CompanyData {
  db: MockDatabase;
  company: StoredCompany;
}

/** Reading an owner's limit or transfer history needs the read permission of its detail page. */
export const READ_PERMISSION: Record<LimitEntity, string> = {
  card: 'read card details',
  member: 'read people details',
  department: 'read department details',
  company: 'read company information',
};

/** The owner in the active company; 404 when missing or another company's. A company is the active one (its id, or none). */
export function findBalanceOwner({ db, company }: CompanyData, type: LimitEntity, id: number | string | undefined): BalanceOwner {
  const wanted = id === undefined ? undefined : String(id);
  if (type === 'company') {
    if (wanted !== undefined && wanted !== company.id) throw notFound();
    return { type, id: company.id, name: company.name, holder: company, closed: false, inheritsFrom: null };
  }
  const numericId = Number(wanted);
  if (type === 'card') {
    const card = db.cards.find((row) => row.id === numericId && row.company_id === company.id);
    if (!card) throw notFound();
    return {
      type,
      id: card.id,
      name: `${cardLast4(card.number)} (${card.name})`,
      holder: card,
      closed: isCardClosed(card.status),
      inheritsFrom: 'member',
    };
  }
  if (type === 'member') {
    const member = db.members.find((row) => row.id === numericId && row.company_id === company.id);
    if (!member) throw notFound();
    const name = `${member.first_name} ${member.last_name}`;
    return {
      type,
      id: member.id,
      name,
      holder: member,
      closed: false,
      inheritsFrom: member.department_id === null ? 'company' : 'department',
    };
  }
  const department = db.departments.find((row) => row.id === numericId && row.company_id === company.id);
  if (!department) throw notFound();
  return { type, id: department.id, name: department.name, holder: department, closed: false, inheritsFrom: 'company' };
}

/** The owner named by a stored transfer side, or null when it has gone (a removed person). */
export function findTransferParty(scope: CompanyData, party: StoredTransferParty): BalanceOwner | null {
  try {
    return findBalanceOwner(scope, party.type, party.id);
  } catch {
    return null;
  }
}
