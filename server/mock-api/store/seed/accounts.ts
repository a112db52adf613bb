import type { StoredUser } from '../types.ts';
import type { SeedContext } from './seedContext.ts';

/** Password of every seeded account (docs/CONVENTIONS.md). */
export const SEEDED_PASSWORD = 'Password123!';

export const SEEDED_ACCOUNTS = {
  firmAdmin: 'firm.admin@example.com',
  manager: 'manager@example.com',
  member: 'member@example.com',
  unassigned: 'unassigned@example.com',
} as const;

const ACCOUNT_ROWS: Omit<StoredUser, 'id' | 'password' | 'avatar' | 'country_id'>[] = [
  { email: SEEDED_ACCOUNTS.firmAdmin, first_name: 'Farah', last_name: 'Al Mansoori', user_type: 'firm_admin' },
  { email: SEEDED_ACCOUNTS.manager, first_name: 'Maya', last_name: 'Haddad', user_type: 'multi_company_manager' },
  { email: SEEDED_ACCOUNTS.member, first_name: 'Omar', last_name: 'Khalil', user_type: 'tenant_specific' },
  { email: SEEDED_ACCOUNTS.unassigned, first_name: 'Uma', last_name: 'Nair', user_type: 'tenant_specific' },
];

export function seedAccounts(ctx: SeedContext, defaultCountryId: number): void {
  for (const row of ACCOUNT_ROWS) {
    ctx.db.users.push({ ...row, id: ctx.nextId('users'), password: SEEDED_PASSWORD, avatar: null, country_id: defaultCountryId });
  }
}

export function userByEmail(ctx: SeedContext, email: string): StoredUser {
  const user = ctx.db.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`Seed order: account ${email} is not seeded yet`);
  return user;
}
