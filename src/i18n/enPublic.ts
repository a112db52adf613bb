import englishMessages from 'ra-language-english';
import { accountPagesMessagesEn } from './en/accountPages';
import { publicPagesMessagesEn } from './en/publicPages';

/**
 * The English texts of the pages outside the admin (sign-in, public account pages, error screens,
 * Not Yet): the only English the first download carries. Everything else is in `en.ts`, which loads
 * with the admin.
 */
export const enPublic = {
  ...englishMessages,
  spendboard: {
    ...publicPagesMessagesEn,
    ...accountPagesMessagesEn,
    app_name: 'Spendboard',
    loading: 'Loading…',
    opening_page: 'Opening the page…',
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
      two_step: {
        code_prompt: 'Enter the 6-digit code from your authenticator app',
        recovery_prompt: 'Enter one of your recovery codes. Each code works once.',
        code_label: '6-digit code',
        recovery_label: 'Recovery code',
        code_required: 'Enter the code',
        verify: 'Verify',
        use_recovery: 'Use a recovery code instead',
        use_code: 'Use a code from the app instead',
        back: 'Sign in with another account',
      },
    },
    errors: {
      unexpected_field: 'Unexpected error occured',
      unexpected: 'An Unexpected error has occured',
      list_failed: "This list couldn't be loaded.",
      retry: 'Try again',
    },
  },
};
