import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { domainMessagesEn } from './en/domain';
import { sessionMessagesEn } from './en/session';
import { shellMessagesEn } from './en/shell';
import { publicPagesMessagesEn } from './en/publicPages';
import { accountPagesMessagesEn } from './en/accountPages';
import { accountSettingsMessagesEn } from './en/accountSettings';
import { detailMessagesEn } from './en/detail';
import { permissionWordsMessagesEn } from './en/permissionWords';
import { formsMessagesEn } from './en/forms';
import { peopleMessagesEn } from './en/people';
import { peopleImportMessagesEn } from './en/peopleImport';
import { departmentsMessagesEn } from './en/departments';
import { moneyMessagesEn } from './en/money';
import { cardsMessagesEn } from './en/cards';
import { expensesMessagesEn } from './en/expenses';
import { noticesMessagesEn } from './en/notices';
import { cardsResourceEn } from './en/resources/cards';
import { peopleResourceEn } from './en/resources/people';
import { departmentsResourceEn } from './en/resources/departments';
import { rolesResourceEn } from './en/resources/roles';
import { usersResourceEn } from './en/resources/users';
import { expensesResourceEn } from './en/resources/expenses';
import { transfersResourceEn } from './en/resources/transfers';
import { branchesResourceEn } from './en/resources/branches';
import { companySettingsResourceEn } from './en/resources/companySettings';

/**
 * English, the default locale. Spec texts are the English values of their keys, word
 * for word (typos included), so tests can assert them. Arabic (`ar.ts`) mirrors these keys.
 */
export const en: TranslationMessages = {
  ...englishMessages,
  spendboard: {
    ...domainMessagesEn,
    ...sessionMessagesEn,
    ...shellMessagesEn,
    ...publicPagesMessagesEn,
    ...accountPagesMessagesEn,
    ...accountSettingsMessagesEn,
    ...detailMessagesEn,
    ...permissionWordsMessagesEn,
    ...formsMessagesEn,
    ...peopleMessagesEn,
    ...peopleImportMessagesEn,
    ...departmentsMessagesEn,
    ...moneyMessagesEn,
    ...cardsMessagesEn,
    ...expensesMessagesEn,
    ...noticesMessagesEn,
    app_name: 'Spendboard',
    loading: 'Loading…',
    auth: {
      title: 'Sign in to Spendboard',
      subtitle: 'Spend management for every company of your firm',
      email: 'Email',
      password: 'Password',
      sign_in: 'Sign in',
      signing_in: 'Signing in…',
      show_password: 'Show password',
      hide_password: 'Hide password',
      email_required: 'Enter your e-mail address',
      password_required: 'Enter your password',
      remember_email: 'Remember my e-mail',
    },
    errors: {
      unexpected_field: 'Unexpected error occured',
      unexpected: 'An Unexpected error has occured',
      list_failed: "This list couldn't be loaded.",
      retry: 'Try again',
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
      welcome_anonymous: 'Welcome to Spendboard',
      intro: 'Cards, people and spend of your active company, in one place.',
      open_cards: 'Open cards',
    },
  },
  resources: {
    ...cardsResourceEn,
    ...peopleResourceEn,
    ...departmentsResourceEn,
    ...rolesResourceEn,
    ...usersResourceEn,
    ...expensesResourceEn,
    ...transfersResourceEn,
    ...branchesResourceEn,
    ...companySettingsResourceEn,
  },
};
