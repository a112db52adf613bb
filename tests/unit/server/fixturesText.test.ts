import { describe, expect, it } from 'vitest';
import { fixturesOf } from '../../../server/mock-api/control/fixtures.ts';
import { fixturesText } from '../../../server/mock-api/control/fixturesText.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES, SEEDED_PASSWORD } from '../../../server/mock-api/index.ts';
import { MockStore } from '../../../server/mock-api/store/store.ts';

describe('issue 37 item 5: npm start prints the fixtures QA needs, from the store', () => {
  it("names each company's card-services state and each account's password, companies and roles", () => {
    const store = new MockStore();
    const text = fixturesText(fixturesOf(store.db)).join('\n');
    for (const company of SEEDED_COMPANIES) expect(text).toMatch(new RegExp(`${company.name}\\s+${company.cardServices}\\s+AED `));
    expect(text).toMatch(
      new RegExp(`${SEEDED_ACCOUNTS.member}\\s+${SEEDED_PASSWORD.replace('!', '\\!')}\\s+tenant_specific: Acme Trading LLC \\(Viewer\\)`),
    );
    expect(text).toMatch(new RegExp(`${SEEDED_ACCOUNTS.unassigned}\\s+\\S+\\s+tenant_specific: no company`));
    expect(text).toContain(`firm_admin: all ${SEEDED_COMPANIES.length} companies, every permission`);
  });

  it('follows the store: a changed password, an account without one, a wallet under its alert', () => {
    const store = new MockStore();
    store.db.users.find((user) => user.email === SEEDED_ACCOUNTS.manager)!.password = '';
    store.db.companies[0].limit.balance = 40;
    const text = fixturesText(fixturesOf(store.db)).join('\n');
    expect(text).toMatch(new RegExp(`${SEEDED_ACCOUNTS.manager}\\s+\\(no password yet\\)`));
    expect(text).toMatch(/Acme Trading LLC\s+completed\s+AED 40\.00 {2}\(below its low-balance alert of \d+\)/);
  });

  it('shows the first companies and says how many more GET /__mock/fixtures lists', () => {
    const fixtures = fixturesOf(new MockStore().db);
    const lines = fixturesText(fixtures, 3);
    expect(lines.filter((line) => / AED /.test(line))).toHaveLength(3);
    expect(lines).toContain(`  … and ${fixtures.companies.length - 3} more companies`);
  });
});
