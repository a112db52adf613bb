import type { AccountFixture, CompanyFixture, Fixtures } from './fixtures.ts';

/**
 * The fixtures QA needs, as `npm start` prints them: each company's card-services state and wallet (marked
 * when under its low-balance alert), each account's password, companies and roles. Beyond `maxCompanies`
 * companies (`--scale large`) it says how many more `GET /__mock/fixtures` lists.
 */
export function fixturesText(fixtures: Fixtures, maxCompanies = 12): string[] {
  const shown = fixtures.companies.slice(0, maxCompanies);
  const nameWidth = Math.max(...shown.map((company) => company.name.length), 7) + 2;
  const lines = ['Companies (card services, wallet):'];
  for (const company of shown) lines.push(`  ${company.name.padEnd(nameWidth)}${company.card_services.padEnd(13)}${walletText(company)}`);
  const hidden = fixtures.companies.length - shown.length;
  if (hidden > 0) lines.push(`  … and ${hidden} more companies`);
  lines.push('Accounts (password; companies and roles):');
  const emailWidth = Math.max(...fixtures.accounts.map((account) => account.email.length)) + 2;
  for (const account of fixtures.accounts)
    lines.push(`  ${account.email.padEnd(emailWidth)}${accountText(account, fixtures.companies.length)}`);
  return lines;
}

function walletText({ wallet }: CompanyFixture): string {
  const amount = `${wallet.currency} ${wallet.balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return wallet.below_alert ? `${amount}  (below its low-balance alert of ${wallet.low_balance_alert_amount})` : amount;
}

function accountText(account: AccountFixture, companyCount: number): string {
  const secret = account.totp_secret ? `  (two-step verification: TOTP secret ${account.totp_secret})` : '';
  const password = `${account.password ?? '(no password yet)'}${secret}`;
  if (account.user_type === 'firm_admin') return `${password}  firm_admin: all ${companyCount} companies, every permission`;
  if (account.companies.length === 0) return `${password}  ${account.user_type}: no company`;
  const places = account.companies.map((company) => `${company.name} (${company.roles.join(', ') || 'no role'})`);
  return `${password}  ${account.user_type}: ${places.join('; ')}`;
}
