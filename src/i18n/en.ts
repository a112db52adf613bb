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
import { RESOURCE_TEXT_MODULES } from './en/resources';
import { gatherResourceTexts, withResourcePermissionWords, withResourceRouteTexts } from './gatherResourceTexts';
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

/** Each resource's texts and permission words, from its own files (src/i18n/en/resources/, gathered by their index). */
const RESOURCE_TEXTS = gatherResourceTexts(RESOURCE_TEXT_MODULES);

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
    ...withResourceRouteTexts(shellMessagesEn, RESOURCE_TEXTS),
    ...accountSettingsMessagesEn,
    ...accountSecurityMessagesEn,
    ...detailMessagesEn,
    ...withResourcePermissionWords(permissionWordsMessagesEn, RESOURCE_TEXTS),
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
  resources: RESOURCE_TEXTS.resources,
};
