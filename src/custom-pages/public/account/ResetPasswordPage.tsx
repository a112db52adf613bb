import { type FormEvent } from 'react';
import { Alert, Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'react-admin';
import { requestPasswordReset } from '../../../providers/public/account';
import { LOGIN_PATH } from '../../../domain/redirect';
import { OutlinedField } from '../../login/OutlinedField';
import { PublicCard } from '../PublicCard';
import { SubmitButton } from '../../../layout/forms/SubmitButton';
import { useFormSubmission } from '../useFormSubmission';

/** `/reset-password`: ask for a reset link by e-mail. The answer is the same for any address. */
const ResetPasswordPage = () => {
  const translate = useTranslate();
  const { pending, fieldErrors, formError, result, setFieldErrors, submit } = useFormSubmission<unknown>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) setFieldErrors({ email: 'spendboard.auth.email_required' });
    else void submit(() => requestPasswordReset(email));
  }

  return (
    <PublicCard titleKey="spendboard.account.reset.title" subtitleKey="spendboard.account.reset.subtitle">
      {result ? (
        <Alert severity="success" role="status">
          {translate('spendboard.account.reset.sent')}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
          {formError && <Alert severity="error">{translate(formError, { _: formError })}</Alert>}
          <OutlinedField
            id="reset-email"
            name="email"
            type="email"
            label={translate('spendboard.auth.email')}
            autoComplete="username"
            autoFocus
            fullWidth
            error={Boolean(fieldErrors.email)}
            helperText={fieldErrors.email ? translate(fieldErrors.email, { _: fieldErrors.email }) : undefined}
          />
          <SubmitButton pending={pending} label={translate('spendboard.account.reset.submit')} />
        </Box>
      )}
      <Link component={RouterLink} to={LOGIN_PATH} variant="body2">
        {translate('spendboard.account.back_to_sign_in')}
      </Link>
    </PublicCard>
  );
};

export default ResetPasswordPage;
