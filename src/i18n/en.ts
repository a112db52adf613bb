import type { TranslationMessages } from 'react-admin';
import { enPublic } from './enPublic';
import { domainMessagesEn } from './en/domain';
import { sessionMessagesEn } from './en/session';
import { portfolioMessagesEn } from './en/portfolio';
import { shellMessagesEn } from './en/shell';
import { accountSettingsMessagesEn } from './en/accountSettings';
import { accountSecurityMessagesEn } from './en/accountSecurity';
import { detailMessagesEn } from './en/detail';
import { permissionWordsMessagesEn } from './en/permissionWords';
import { formsMessagesEn } from './en/forms';
import { peopleMessagesEn } from './en/people';
import { csvImportMessagesEn } from './en/csvImport';
import { departmentsMessagesEn } from './en/departments';
import { moneyMessagesEn } from './en/money';
import { cardsMessagesEn } from './en/cards';
import { expensesMessagesEn } from './en/expenses';
import { mailboxMessagesEn } from './en/mailbox';
import { noticesMessagesEn } from './en/notices';
import { cataloguesMessagesEn } from './en/catalogues';
import { dashboardMessagesEn } from './en/dashboard';
import { exchangeRatesMessagesEn } from './en/exchangeRates';
import { insightsMessagesEn } from './en/insights';
import { vatReturnMessagesEn } from './en/vatReturn';
import { assistantMessagesEn } from './en/assistant';
import { complianceMessagesEn } from './en/compliance';
import { cardsResourceEn } from './en/resources/cards';
import { peopleResourceEn } from './en/resources/people';
import { departmentsResourceEn } from './en/resources/departments';
import { rolesResourceEn } from './en/resources/roles';
import { usersResourceEn } from './en/resources/users';
import { expensesResourceEn } from './en/resources/expenses';
import { mailboxResourceEn } from './en/resources/mailbox';
import { transfersResourceEn } from './en/resources/transfers';
import { branchesResourceEn } from './en/resources/branches';
import { tagsResourceEn } from './en/resources/tags';
import { projectsResourceEn } from './en/resources/projects';
import { inventoryResourceEn } from './en/resources/inventory';
import { purchaseOrdersResourceEn } from './en/resources/purchaseOrders';
import { billsResourceEn } from './en/resources/bills';
import { accountingResourceEn } from './en/resources/accounting';
import { financialAccountResourceEn } from './en/resources/financialAccount';
import { requestsResourceEn } from './en/resources/requests';
import { payrollResourceEn } from './en/resources/payroll';
import { disputesResourceEn } from './en/resources/disputes';
import { counterpartsResourceEn } from './en/resources/counterparts';
import { accountingSettingsResourceEn } from './en/resources/accountingSettings';
import { categoriesResourceEn } from './en/resources/categories';
import { classificationsResourceEn } from './en/resources/classifications';
import { paymentMethodsResourceEn } from './en/resources/paymentMethods';
import { companySettingsResourceEn } from './en/resources/companySettings';
import { integrationResourceEn } from './en/resources/integration';

/**
 * English, the default locale: the public texts (`enPublic.ts`, loaded with the sign-in page) and the
 * admin's, which load with the admin (`loadAdminTexts`, src/providers/i18nProvider.ts). Spec texts are
 * the English values of their keys, word for word (typos included), so tests can assert them. Arabic
 * (`ar.ts`) mirrors these keys.
 */
export const en: TranslationMessages = {
  ...enPublic,
  spendboard: {
    ...enPublic.spendboard,
    ...domainMessagesEn,
    ...sessionMessagesEn,
    ...portfolioMessagesEn,
    ...shellMessagesEn,
    ...accountSettingsMessagesEn,
    ...accountSecurityMessagesEn,
    ...detailMessagesEn,
    ...permissionWordsMessagesEn,
    ...formsMessagesEn,
    ...peopleMessagesEn,
    ...csvImportMessagesEn,
    ...departmentsMessagesEn,
    ...moneyMessagesEn,
    ...cardsMessagesEn,
    ...expensesMessagesEn,
    ...mailboxMessagesEn,
    ...noticesMessagesEn,
    ...cataloguesMessagesEn,
    ...dashboardMessagesEn,
    ...exchangeRatesMessagesEn,
    ...insightsMessagesEn,
    ...vatReturnMessagesEn,
    ...assistantMessagesEn,
    ...complianceMessagesEn,
  },
  resources: {
    ...cardsResourceEn,
    ...peopleResourceEn,
    ...departmentsResourceEn,
    ...rolesResourceEn,
    ...usersResourceEn,
    ...expensesResourceEn,
    ...mailboxResourceEn,
    ...transfersResourceEn,
    ...branchesResourceEn,
    ...tagsResourceEn,
    ...projectsResourceEn,
    ...inventoryResourceEn,
    ...purchaseOrdersResourceEn,
    ...billsResourceEn,
    ...accountingResourceEn,
    ...financialAccountResourceEn,
    ...requestsResourceEn,
    ...payrollResourceEn,
    ...disputesResourceEn,
    ...counterpartsResourceEn,
    ...accountingSettingsResourceEn,
    ...categoriesResourceEn,
    ...classificationsResourceEn,
    ...paymentMethodsResourceEn,
    ...companySettingsResourceEn,
    ...integrationResourceEn,
  },
};
