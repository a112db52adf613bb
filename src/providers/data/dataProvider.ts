import { genericMethods } from './genericMethods';
import { accountMethods } from './methods/account';
import { accountSecurityMethods } from './methods/accountSecurity';
import { accountingSettingsMethods } from './methods/accountingSettings';
import { assistantMethods } from './methods/assistant';
import { billsMethods } from './methods/bills';
import { accountingSyncMethods } from './methods/accountingSync';
import { cardsMethods } from './methods/cards';
import { cataloguesMethods } from './methods/catalogues';
import { companySettingsMethods } from './methods/companySettings';
import { counterpartsMethods } from './methods/counterparts';
import { expenseAutomationsMethods } from './methods/expenseAutomations';
import { departmentsMethods, departmentsWrites } from './methods/departments';
import { dashboardMethods } from './methods/dashboard';
import { exchangeRatesMethods } from './methods/exchangeRates';
import { portfolioMethods } from './methods/portfolio';
import { expensesMethods } from './methods/expenses';
import { mailboxMethods } from './methods/mailbox';
import { insightsMethods } from './methods/insights';
import { integrationsMethods } from './methods/integrations';
import { complianceMethods } from './methods/compliance';
import { moneyMethods } from './methods/money';
import { notificationsMethods } from './methods/notifications';
import { peopleMethods, peopleWrites } from './methods/people';
import { payrollMethods } from './methods/payroll';
import { requestsMethods } from './methods/requests';
import { rolesMethods } from './methods/roles';
import { searchMethods } from './methods/search';
import { usersMethods } from './methods/users';
import { walletMethods } from './methods/wallet';
import { withResourceWrites } from './resourceWrites';

/**
 * The one data layer of the app: react-admin's generic methods plus typed custom methods
 * (one module per area under `methods/`). Views reach it through `useAppDataProvider()`;
 * nothing else calls the HTTP client.
 */
export const dataProvider = {
  ...withResourceWrites(genericMethods, { people: peopleWrites, departments: departmentsWrites }),
  ...accountMethods,
  ...accountSecurityMethods,
  ...accountingSettingsMethods,
  ...assistantMethods,
  ...billsMethods,
  ...accountingSyncMethods,
  ...requestsMethods,
  ...payrollMethods,
  ...cardsMethods,
  ...cataloguesMethods,
  ...companySettingsMethods,
  ...counterpartsMethods,
  ...expenseAutomationsMethods,
  ...dashboardMethods,
  ...exchangeRatesMethods,
  ...departmentsMethods,
  ...expensesMethods,
  ...mailboxMethods,
  ...insightsMethods,
  ...integrationsMethods,
  ...complianceMethods,
  ...moneyMethods,
  ...notificationsMethods,
  ...peopleMethods,
  ...portfolioMethods,
  ...rolesMethods,
  ...searchMethods,
  ...usersMethods,
  ...walletMethods,
};

export type AppDataProvider = typeof dataProvider;
