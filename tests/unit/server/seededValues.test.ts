import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../server/mock-api/store/seed/index.ts';
import type { SeedContext, SeedStep } from '../../../server/mock-api/store/seed/seedContext.ts';

/**
 * The seeded data of a fixed day, table by table, as it was before each seed function got a generator of its
 * own (docs/ADDING-A-RESOURCE.md, step 3): the tables that existed then keep drawing from the one shared
 * stream in its frozen order, so every row keeps its values. A role's permissions are compared as a set
 * (by id): their order in the list follows the declarations and carries no meaning. A table added since draws
 * only from its own generator (`ctx.seededFaker('<table>')`, a file of store/seed/named/), so it moves no other row.
 */
const SEED_DAY = new Date('2026-06-15T10:00:00Z');

const TABLE_HASHES: Readonly<Record<string, string>> = {
  bills: '1493959e7543bbf4',
  branches: 'fc970519b0d13aa5',
  tags: 'a43c7b429256d527',
  paymentMethods: '91647dd3b3f5efb5',
  projects: 'ea5a32da350eb2e2',
  inventoryItems: '7f184517c1c5f096',
  counterparts: '812a041edeb0b9a9',
  glAccounts: '6ad1dc73dddba448',
  taxRates: '9e5753adf65e5c49',
  categories: '802b7ddd5ec13365',
  classifications: 'a46f444bf588d09a',
  purchaseOrders: '43e73f31a0f4345c',
  complianceRules: 'e800b3246a749389',
  complianceFlags: '4f53cda18c2baa0c',
  complianceState: '6f6fa483d73c78e1',
  integrations: 'ec2ad7ae3406a95d',
  integrationConsents: '4f53cda18c2baa0c',
  providerDatasets: 'c629f6216eb5a996',
  mailbox: '889ddd61a1319e34',
  payrollEmployees: '3dc5a44861bd382c',
  payrollEmployerAccounts: '13d7f391b6e15ad0',
  salaryRuns: '0076e41fe16b1416',
  salaryReminders: '4f53cda18c2baa0c',
  payrollBankAnswers: '4f53cda18c2baa0c',
  savedReports: '220ec44bee1d56b9',
  fundingRequests: 'b392403bb49672f3',
  spendRequests: 'd20e88c1f1c92755',
  disputes: 'bde0875c7f99cf3b',
  walletEntries: '6f29bb6dcefcb213',
  users: '26715199e8febacd',
  companies: '7890ec79b160dcbb',
  memberships: '08801362a8c615c0',
  permissions: '7a099c6d6c3483d9',
  roles: '32b306db90aaac7d',
  members: '5c40f2952b1c611b',
  departments: '9c0b05bf635ae92b',
  cards: '184923c8eb40131f',
  notifications: '1d95384707336e8e',
  transfers: '68447f5de5ef6cd9',
  expenses: 'b57f1268123ee1f7',
  expenseActivity: '394c26e0dd45d1b7',
  countries: '2a24adba882c35d8',
  denyList: '2d0b401b5a8814b1',
  companySettings: '62efc275b31c1919',
  accountingSettings: '0671f57d59d081ae',
  ledger: 'c4e0dbc4b4a2c0e4',
  firmSecurity: '2115922cfd5d6f94',
};

function tableHash(table: string, rows: unknown[]): string {
  const comparable =
    table === 'roles'
      ? (rows as { permissions: { id: number }[] }[]).map((role) => ({
          ...role,
          permissions: [...role.permissions].sort((a, b) => a.id - b.id),
        }))
      : rows;
  return createHash('sha256').update(JSON.stringify(comparable)).digest('hex').slice(0, 16);
}

describe('the seeded data', () => {
  it('keeps every existing table as it was', () => {
    expect(tableHashes(seedDatabase('default', SEED_DAY) as unknown as Record<string, unknown[]>)).toEqual(TABLE_HASHES);
  });

  it("adds a table with its own generator without moving any other table's rows, wherever its seed runs", () => {
    const seededWith = (...seeds: SeedStep[]) => seedDatabase('default', SEED_DAY, seeds) as unknown as Record<string, unknown[]>;
    const alone = seededWith(gadgetsFrom('own'));
    const withWidgetsFirst = seededWith(widgetsFrom('own'), gadgetsFrom('own'));
    const withWidgetsLast = seededWith(gadgetsFrom('own'), widgetsFrom('own'));
    expect(tableHashes(withWidgetsFirst)).toEqual(TABLE_HASHES);
    expect(withWidgetsFirst.gadgets).toEqual(alone.gadgets);
    expect(withWidgetsLast.widgets).toEqual(withWidgetsFirst.widgets);
  });

  it('would move the rows seeded after a new table that drew from the shared stream', () => {
    const alone = seedDatabase('default', SEED_DAY, [gadgetsFrom('shared')]) as unknown as Record<string, unknown[]>;
    const after = seedDatabase('default', SEED_DAY, [widgetsFrom('shared'), gadgetsFrom('shared')]) as unknown as Record<string, unknown[]>;
    expect(after.gadgets).not.toEqual(alone.gadgets);
  });
});

/** A made-up table's seed: a named row per company, from its own generator or from the shared stream. */
const seedOf =
  (table: string) =>
  (stream: 'own' | 'shared'): SeedStep =>
  (ctx: SeedContext) => {
    const faker = stream === 'own' ? ctx.seededFaker(table) : ctx.faker;
    const rows = ctx.db.companies.map((company) => ({ company_id: company.id, name: faker.commerce.productName() }));
    (ctx.db as unknown as Record<string, unknown[]>)[table] = rows;
  };
const widgetsFrom = seedOf('widgets');
const gadgetsFrom = seedOf('gadgets');

function tableHashes(db: Record<string, unknown[]>): Record<string, string> {
  return Object.fromEntries(Object.keys(TABLE_HASHES).map((table) => [table, tableHash(table, db[table] ?? [])]));
}
