/** English texts of the public account pages: reset, set password, verify an invited administrator. */
export const accountPagesMessagesEn = {
  account: {
    back_to_sign_in: 'Back to sign in',
    forgot_password: 'Forgot password?',
    new_password: 'New password',
    confirm_password: 'Confirm new password',
    for_account: 'Account: %{email}',
    missing_token: 'This link is incomplete. Open the link from your e-mail again, or ask for a new one.',
    request_new_link: 'Ask for a new link',
    reset: {
      title: 'Reset your password',
      subtitle: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
      submit: 'Send reset link',
      sent: 'If the address belongs to an account, a link to reset its password is on its way. Check your inbox.',
    },
    set: {
      title: 'Choose a new password',
      subtitle: 'Your new password replaces the old one.',
      submit: 'Set password',
      done: 'Your password has been changed. Sign in with your new password (%{email}).',
    },
    verify: {
      title: 'Verify your account',
      subtitle: 'Welcome to Spendboard. Choose a password to finish setting up your administrator account.',
      submit: 'Verify and set password',
      done: 'Your account is verified. Sign in with your new password (%{email}).',
    },
    password_rules: {
      hint: 'At least %{min} characters, with a letter and a number.',
      required: 'Enter a new password',
      too_short: 'Use at least 8 characters',
      too_long: 'Use at most 128 characters',
      needs_letter: 'Include at least one letter',
      needs_digit: 'Include at least one number',
      mismatch: 'The passwords do not match',
    },
  },
};
