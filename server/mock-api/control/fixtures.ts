import type { Router } from 'express';
import type { MockContext } from '../context.ts';
import { lowBalanceAlertAmount } from '../policy/wallet.ts';
import { companiesOfUser, rolesInCompany } from '../policy/permissions.ts';
import type { MockDatabase, StoredCompany, StoredUser } from '../store/types.ts';

export interface CompanyFixture {
  id: string;
  name: string;
  /** `not_enabled`, or the card-services onboarding status (`pending`, `in_review`, `completed`, `rejected`). */
  card_services: string;
  wallet: { currency: string; balance: number; low_balance_alert_amount: number | null; below_alert: boolean };
}

export interface AccountFixture {
  email: string;
  name: string;
  user_type: string;
  /** The password that signs in now (null: none set yet, an invitation not verified). */
  password: string | null;
  /** The base32 TOTP secret of an account with two-step verification on (QA computes its codes), else null. */
  totp_secret: string | null;
  /** Each company it opens and the roles its person holds there (a firm admin holds every permission, no roles). */
  companies: { id: string; name: string; roles: string[] }[];
}

export interface Fixtures {
  companies: CompanyFixture[];
  accounts: AccountFixture[];
}

/** What QA signs in with and where: computed from the store as it is now (a reset brings the seed back). */
export function fixturesOf(db: MockDatabase): Fixtures {
  return {
    companies: db.companies.map((company) => companyFixture(db, company)),
    accounts: db.users.map((user) => accountFixture(db, user)),
  };
}

function companyFixture(db: MockDatabase, company: StoredCompany): CompanyFixture {
  const { is_stripe_enabled: enabled, stripe_onboarding_status: status } = company.settings;
  const threshold = lowBalanceAlertAmount(db, company);
  return {
    id: company.id,
    name: company.name,
    card_services: enabled === 1 && status ? status : 'not_enabled',
    wallet: {
      currency: company.limit.currency,
      balance: company.limit.balance,
      low_balance_alert_amount: threshold,
      below_alert: threshold !== null && company.limit.balance < threshold,
    },
  };
}

function accountFixture(db: MockDatabase, user: StoredUser): AccountFixture {
  return {
    email: user.email,
    name: `${user.first_name} ${user.last_name}`,
    user_type: user.user_type,
    password: user.password || null,
    totp_secret: user.two_factor?.secret ?? null,
    companies: companiesOfUser(db, user).map((company) => ({
      id: company.id,
      name: company.name,
      roles: rolesInCompany(db, user, company.id).map((role) => role.name),
    })),
  };
}

/** `GET /__mock/fixtures`: the companies (card services, wallet) and the accounts (password, companies, roles). */
export function registerFixtures(router: Router, context: MockContext): void {
  router.get('/fixtures', (_req, res) => {
    res.json({ data: fixturesOf(context.store.db) });
  });
}
