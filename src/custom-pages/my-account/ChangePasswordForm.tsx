import { useState } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { Form, PasswordInput, SaveButton, useTranslate } from 'react-admin';
import type { PasswordChange } from '../../providers/data/methods/account';
import { passwordProblems, PASSWORD_MIN_LENGTH } from '../../domain/passwords';
import { LeavePageGuard } from '../../layout/forms/LeavePageGuard';
import { useFormSubmit } from '../../layout/forms/useFormSubmit';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';

type PasswordValues = Partial<PasswordChange>;

/** The reset rules of the public pages (src/domain/passwords.ts), as i18n keys on the fields. */
export function changePasswordErrors({ current_password = '', password = '', password_confirmation = '' }: PasswordValues) {
  const errors: Record<string, string> = {};
  if (current_password === '') errors.current_password = 'spendboard.my_account.password.current_required';
  for (const [field, codes] of Object.entries(passwordProblems({ password, password_confirmation }))) {
    errors[field] = `spendboard.account.password_rules.${codes[0]}`;
  }
  return errors;
}

/**
 * Change the password (`POST me/password`): the current one, the new one twice. A wrong current
 * password or a rule the API applies lands on its field; every other session is signed out.
 */
export const ChangePasswordForm = () => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const dataProvider = useAppDataProvider();
  const submitForm = useFormSubmit();
  const [formKey, setFormKey] = useState(0);

  const submit = (values: PasswordValues) =>
    submitForm(async () => {
      const { current_password = '', password = '', password_confirmation = '' } = values;
      await dataProvider.changePassword({ current_password, password, password_confirmation });
      notice('password_changed');
      setFormKey((key) => key + 1);
    });

  return (
    <Card variant="outlined" component="section" aria-labelledby="change-password-title">
      <CardContent>
        <Typography id="change-password-title" variant="h6" component="h2">
          {translate('spendboard.my_account.password.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('spendboard.my_account.password.intro')}
        </Typography>
        <Form key={formKey} onSubmit={submit} validate={changePasswordErrors} noValidate>
          <LeavePageGuard what={translate('spendboard.my_account.password.title')} />
          <PasswordInput
            source="current_password"
            label="spendboard.my_account.password.current"
            autoComplete="current-password"
            fullWidth
          />
          <PasswordInput
            source="password"
            label="spendboard.account.new_password"
            autoComplete="new-password"
            helperText={translate('spendboard.account.password_rules.hint', { min: PASSWORD_MIN_LENGTH })}
            fullWidth
          />
          <PasswordInput source="password_confirmation" label="spendboard.account.confirm_password" autoComplete="new-password" fullWidth />
          <SaveButton label="spendboard.my_account.password.submit" alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
};
