import type { CardCreate } from '../../../src/api/schema.d.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { MockDatabase, StoredCompany } from '../store/types.ts';
import { limitErrors } from './limits.ts';

/** Field errors of a new card: a holder who is a person of the company and not suspended, and a valid limit. */
export function cardCreateErrors(db: MockDatabase, company: StoredCompany, body: CardCreate): FieldErrors {
  const holder = db.members.find((member) => member.id === body.member_id && member.company_id === company.id);
  const errors: FieldErrors = {};
  if (!holder) errors.member_id = ['The selected holder is not a person of this company.'];
  else if (holder.status === 'suspended') errors.member_id = ['A suspended person cannot get a new card.'];
  return body.limit ? { ...errors, ...limitErrors('card', body.limit, undefined, 'limit.') } : errors;
}
