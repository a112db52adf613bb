import type { MockDatabase, SeedScale } from '../types.ts';
import { seedAccounts, seedTwoFactorAccount } from './accounts.ts';
import { seedAdministrators } from './administrators.ts';
import { placePeopleOnBranches, seedBranches } from './branches.ts';
import { seedPaymentMethods } from './paymentMethods.ts';
import { seedTags } from './tags.ts';
import { seedExpenseAutomations } from './expenseAutomations.ts';
import { seedAccounting } from './accounting.ts';
import { seedCardControls } from './cardControls.ts';
import { seedCards } from './cards.ts';
import { seedCompanies } from './companies.ts';
import { seedCompanySettings } from './companySettings.ts';
import { seedProjects } from './projects.ts';
import { seedInventory } from './inventory.ts';
import { seedCounterparts } from './counterparts.ts';
import { codeSeededExpenses } from './expenseCoding.ts';
import { seedMailDocuments } from './mailDocuments.ts';
import { seedExpenses } from './expenses.ts';
import { seedIntegrations } from './integrations.ts';
import { drawRetiredNotificationValues, seedMailbox } from './inbox.ts';
import { seedNotificationsFromEvents } from './notifications.ts';
import { seedPeople } from './people.ts';
import { seedPurchaseOrders } from './purchaseOrders.ts';
import { seedBills } from './bills.ts';
import { seedAccountingSync } from './accountingSync.ts';
import { seedCountries, seedDenyList } from './reference.ts';
import { seedAccountPeople, seedMemberships, seedPermissions, seedRoles } from './roles.ts';
import { createSeedContext } from './seedContext.ts';
import { seedTransfers } from './transfers.ts';
import { seedOpeningBalances, settleSeededSpend } from './spend.ts';
import { seedWalletLedger } from './walletLedger.ts';
import { seedFundingRequests } from './fundingRequests.ts';
import { seedPayroll } from './payroll.ts';
import { seedRequestsAndDisputes } from './requests.ts';
import { seedCompliance } from './compliance.ts';
import { seedSavedReports } from './savedReports.ts';

/**
 * Builds the whole database from a fixed faker seed: the same data on every call of a day, with
 * every date relative to the start of the day of `now` (so the default one-month expense range is
 * never empty).
 */
export function seedDatabase(scale: SeedScale = 'default', now: Date = new Date()): MockDatabase {
  const ctx = createSeedContext(scale, now);
  const defaultCountryId = seedCountries(ctx);
  seedDenyList(ctx);
  seedAccounts(ctx, defaultCountryId);
  seedCompanies(ctx);
  seedPermissions(ctx);
  seedRoles(ctx);
  seedMemberships(ctx);
  seedPeople(ctx);
  seedCards(ctx);
  drawRetiredNotificationValues(ctx);
  seedMailbox(ctx);
  // Issue 5 additions come last, so everything above is seeded exactly as before.
  seedCardControls(ctx);
  seedAdministrators(ctx);
  seedExpenses(ctx);
  // Every limit's "Spent" is what its expenses spent (the one spend rule); balances stay as seeded.
  settleSeededSpend(ctx.db);
  seedTransfers(ctx);
  seedAccountPeople(ctx);
  // Later tables come after everything above (each draws from the one seeded faker), so adding one
  // leaves every existing seeded row as it was.
  seedBranches(ctx);
  seedTags(ctx);
  seedPaymentMethods(ctx);
  seedCompanySettings(ctx);
  seedProjects(ctx);
  seedInventory(ctx);
  seedCounterparts(ctx);
  seedAccounting(ctx);
  codeSeededExpenses(ctx);
  seedIntegrations(ctx);
  seedPurchaseOrders(ctx);
  placePeopleOnBranches(ctx);
  seedMailDocuments(ctx);
  seedBills(ctx);
  seedAccountingSync(ctx);
  // Payroll draws no faker value: seeded before the ledger, whose history includes its paid runs.
  seedPayroll(ctx);
  seedWalletLedger(ctx);
  seedFundingRequests(ctx);
  seedRequestsAndDisputes(ctx);
  // Smart Comply draws no faker value; its crafted Acme expenses come after every other row.
  seedCompliance(ctx);
  // Its crafted expenses count in their people's and departments' "Spent" (the one spend rule; balances stay).
  settleSeededSpend(ctx.db);
  seedSavedReports(ctx);
  // The ledger opens with what every account holds (issue 33's money model); no faker draws.
  seedOpeningBalances(ctx.db, ctx.referenceDate.toISOString());
  // Issue 35 item 8: one account with two-step verification on, last, so nothing above moves.
  seedTwoFactorAccount(ctx);
  // Issue 35 item 4: the bell rung by the events that ring it in use, over the records above; no faker draws.
  seedNotificationsFromEvents(ctx);
  seedExpenseAutomations(ctx);
  return ctx.db;
}

export { SEEDED_ACCOUNTS, SEEDED_PASSWORD, SEEDED_TWO_FACTOR_ACCOUNT } from './accounts.ts';
export { SEEDED_COMPANIES } from './companies.ts';
export { SEEDED_DENY_LIST } from './reference.ts';
