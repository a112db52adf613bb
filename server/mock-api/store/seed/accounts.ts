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

/**
 * The one seeded account with two-step verification on (issue 35 item 8): a firm administrator whose
 * authenticator secret is fixed, so QA and tests compute its codes. Seeded last (no faker draw), so every
 * other seeded row keeps its id and values.
 */
export const SEEDED_TWO_FACTOR_ACCOUNT = {
  email: 'twofactor.admin@example.com',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  recoveryCodes: [
    'qa111-aaaaa',
    'qa222-bbbbb',
    'qa333-ccccc',
    'qa444-ddddd',
    'qa555-eeeee',
    'qa666-fffff',
    'qa777-ggggg',
    'qa888-hhhhh',
    'qa999-iiiii',
    'qa000-jjjjj',
  ],
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

/** Appended after every other table (docs: seed order); draws nothing from faker. */
export function seedTwoFactorAccount(ctx: SeedContext): void {
  const defaultCountryId = ctx.db.users[0]?.country_id ?? 1;
  ctx.db.users.push({
    id: ctx.nextId('users'),
    email: SEEDED_TWO_FACTOR_ACCOUNT.email,
    password: SEEDED_PASSWORD,
    first_name: 'Tariq',
    last_name: 'Rahman',
    avatar: null,
    user_type: 'firm_admin',
    country_id: defaultCountryId,
    two_factor: { secret: SEEDED_TWO_FACTOR_ACCOUNT.totpSecret, recovery_codes: [...SEEDED_TWO_FACTOR_ACCOUNT.recoveryCodes] },
  });
}

export function userByEmail(ctx: SeedContext, email: string): StoredUser {
  const user = ctx.db.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`Seed order: account ${email} is not seeded yet`);
  return user;
}
