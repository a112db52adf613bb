import { describe, expect, it } from 'vitest';
import type { Member } from '../../../src/api/schema';
import { memberChanges } from '../../../src/resources/people/MemberEditDialog';

const member = {
  id: 7,
  first_name: 'Noor',
  last_name: 'Haddad',
  email: 'noor@acme.example.com',
  status: 'active',
  department_id: 3,
  cards_count: 1,
  created_at: '2026-01-05T10:00:00Z',
} as Member;

describe('memberChanges (PATCH members/{id} sends only what changed)', () => {
  it('sends nothing when nothing changed, even with padded text', () => {
    expect(
      memberChanges(member, {
        first_name: ' Noor ',
        last_name: 'Haddad',
        email: 'noor@acme.example.com',
        department_id: 3,
        status: 'active',
      }),
    ).toEqual({});
  });

  it('sends the changed fields, trimmed, and a cleared department as null', () => {
    expect(
      memberChanges(member, {
        first_name: 'Noor',
        last_name: ' Saleh ',
        email: 'noor@acme.example.com',
        department_id: null,
        status: 'suspended',
      }),
    ).toEqual({ last_name: 'Saleh', department_id: null, status: 'suspended' });
  });

  it('reads a department chosen in the select (a string id) as a number', () => {
    expect(memberChanges(member, { ...member, department_id: '4' as unknown as number })).toEqual({ department_id: 4 });
  });
});
