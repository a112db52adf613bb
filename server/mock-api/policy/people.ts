import { allowedMemberStatuses, type MemberStatus } from '../../../src/domain/memberStatus.ts';
import type { FieldErrors } from '../http/errors.ts';
import { COMPANY_CURRENCY } from '../store/companyDefaults.ts';
import type { MockDatabase, StoredMember } from '../store/types.ts';
import { freshLimit } from './limits.ts';

/**
 * Rules shared by people and administrator writes (an administrator is a person holding roles):
 * a unique e-mail per company, departments and roles of the same company.
 */
export interface PersonFields {
  first_name?: string;
  last_name?: string;
  email?: string;
  department_id?: number | null;
  branch_id?: number | null;
  status?: MemberStatus;
  role_ids?: number[];
  department_ids?: number[];
}

/** Field errors of a person write in the company; `existing` is the person being changed. */
export function personErrors(db: MockDatabase, companyId: string, fields: PersonFields, existing?: StoredMember): FieldErrors {
  const errors: FieldErrors = {};
  const email = fields.email?.trim().toLowerCase();
  const taken =
    email !== undefined &&
    db.members.some((row) => row.company_id === companyId && row.id !== existing?.id && row.email.toLowerCase() === email);
  if (taken) errors.email = ['The email has already been taken.'];
  const departmentIds = new Set(db.departments.filter((row) => row.company_id === companyId).map((row) => row.id));
  if (fields.department_id !== undefined && fields.department_id !== null && !departmentIds.has(fields.department_id)) {
    errors.department_id = ['The selected department is not a department of this company.'];
  }
  const branch = fields.branch_id ? db.branches.find((row) => row.id === fields.branch_id && row.company_id === companyId) : undefined;
  if (fields.branch_id && (!branch || (branch.status !== 'active' && branch.id !== existing?.branch_id))) {
    errors.branch_id = ['The selected branch is not an active branch of this company.'];
  }
  if (
    fields.status !== undefined &&
    existing &&
    fields.status !== existing.status &&
    !allowedMemberStatuses(existing.status).includes(fields.status)
  ) {
    errors.status = [`A person who is ${existing.status} cannot be made ${fields.status}.`];
  }
  const unknownDepartments = (fields.department_ids ?? []).filter((id) => !departmentIds.has(id));
  if (unknownDepartments.length > 0)
    errors.department_ids = [`These departments do not belong to the company: ${unknownDepartments.join(', ')}.`];
  const roleIds = new Set(db.roles.filter((row) => row.company_id === companyId).map((row) => row.id));
  const unknownRoles = (fields.role_ids ?? []).filter((id) => !roleIds.has(id));
  if (unknownRoles.length > 0) errors.role_ids = [`These roles do not belong to the company: ${unknownRoles.join(', ')}.`];
  return errors;
}

/** A newly invited person of the company, created at `now` (the mock's clock). */
export function invitedPerson(
  id: number,
  companyId: string,
  fields: Required<Pick<PersonFields, 'first_name' | 'last_name' | 'email'>> & PersonFields,
  now: Date,
): StoredMember {
  return {
    id,
    company_id: companyId,
    first_name: fields.first_name.trim(),
    last_name: fields.last_name.trim(),
    email: fields.email.trim().toLowerCase(),
    phone: '',
    job_title: '',
    status: 'invited',
    department_id: fields.department_id ?? null,
    branch_id: fields.branch_id ?? null,
    limit: { ...freshLimit('member', COMPANY_CURRENCY), inherited_from: fields.department_id ? 'department' : 'company' },
    addresses: [],
    role_ids: [...(fields.role_ids ?? [])],
    created_at: now.toISOString(),
  };
}
