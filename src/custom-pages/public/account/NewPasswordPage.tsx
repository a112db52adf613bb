import { type FormEvent } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslate } from 'react-admin';
import type { AccountPasswordSet, NewPasswordRequest } from '../../../providers/public/account';
import { passwordProblems, PASSWORD_MIN_LENGTH } from '../../../domain/passwords';
import { EMAIL_PARAM, PUBLIC_PATHS, TOKEN_PARAM } from '../../../domain/publicRoutes';
import { LOGIN_PATH } from '../../../domain/redirect';
import { PasswordField } from '../../login/PasswordField';
import { PublicCard } from '../PublicCard';
import { SubmitButton } from '../../../layout/forms/SubmitButton';
import { useFormSubmission, type FieldErrorMessages } from '../useFormSubmission';

type NewPasswordPageProps = {
  /** i18n prefix of the page texts: `<prefix>.title`, `.subtitle`, `.submit`, `.done`. */
  textKey: string;
  send: (body: NewPasswordRequest) => Promise<AccountPasswordSet>;
};

/** Client checks with the API's rules, as i18n keys per field. */
function clientErrors(password: string, password_confirmation: string): FieldErrorMessages {
  const problems = passwordProblems({ password, password_confirmation });
  return Object.fromEntries(Object.entries(problems).map(([field, codes]) => [field, `spendboard.account.password_rules.${codes[0]}`]));
}

/** Choose a new password with the token of an e-mailed link (`/set-password`, `/administrator-verify-account`). */
export const NewPasswordPage = ({ textKey, send }: NewPasswordPageProps) => {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(TOKEN_PARAM)?.trim() ?? '';
  const email = searchParams.get(EMAIL_PARAM)?.trim();
  const { pending, fieldErrors, formError, result, setFieldErrors, submit } = useFormSubmission<AccountPasswordSet>();
  const fieldMessage = (field: string) => (fieldErrors[field] ? translate(fieldErrors[field], { _: fieldErrors[field] }) : undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const password_confirmation = String(form.get('password_confirmation') ?? '');
    const errors = clientErrors(password, password_confirmation);
    if (Object.keys(errors).length > 0) setFieldErrors(errors);
    else void submit(() => send({ token, password, password_confirmation }));
  }

  if (result) {
    return (
      <PublicCard titleKey={`${textKey}.title`}>
        <Alert severity="success" role="status">
          {translate(`${textKey}.done`, { email: result.data.email })}
        </Alert>
        <Button component={RouterLink} to={LOGIN_PATH} variant="contained" size="large">
          {translate('spendboard.auth.sign_in')}
        </Button>
      </PublicCard>
    );
  }

  return (
    <PublicCard titleKey={`${textKey}.title`} subtitleKey={`${textKey}.subtitle`}>
      {!token ? (
        <Alert severity="error">{translate('spendboard.account.missing_token')}</Alert>
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
          {email && <Typography variant="body2">{translate('spendboard.account.for_account', { email })}</Typography>}
          {formError && <Alert severity="error">{translate(formError, { _: formError })}</Alert>}
          {fieldErrors.token && (
            <Alert severity="error" role="alert">
              {fieldMessage('token')}{' '}
              <Link component={RouterLink} to={PUBLIC_PATHS.resetPassword}>
                {translate('spendboard.account.request_new_link')}
              </Link>
            </Alert>
          )}
          <PasswordField
            id="new-password"
            name="password"
            label={translate('spendboard.account.new_password')}
            autoComplete="new-password"
            autoFocus
            fullWidth
            error={Boolean(fieldErrors.password)}
            helperText={fieldMessage('password') ?? translate('spendboard.account.password_rules.hint', { min: PASSWORD_MIN_LENGTH })}
          />
          <PasswordField
            id="new-password-confirmation"
            name="password_confirmation"
            label={translate('spendboard.account.confirm_password')}
            autoComplete="new-password"
            fullWidth
            error={Boolean(fieldErrors.password_confirmation)}
            helperText={fieldMessage('password_confirmation')}
          />
          <SubmitButton pending={pending} label={translate(`${textKey}.submit`)} />
        </Box>
      )}
      <Link component={RouterLink} to={LOGIN_PATH} variant="body2">
        {translate('spendboard.account.back_to_sign_in')}
      </Link>
    </PublicCard>
  );
};
