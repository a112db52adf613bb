import { useState, type FormEvent } from 'react';
import { Alert, Box, Checkbox, FormControlLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OutlinedField } from './OutlinedField';
import { PasswordField } from './PasswordField';
import type { SignInState } from './useSignIn';
import { readSavedEmail } from './savedAccount';
import { SubmitButton } from '../../layout/forms/SubmitButton';

type MissingFields = { email?: boolean; password?: boolean };

export const LoginForm = ({ pending, error, signIn }: SignInState) => {
  const translate = useTranslate();
  const [missing, setMissing] = useState<MissingFields>({});
  const [savedEmail] = useState(readSavedEmail);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const nextMissing = { email: !email, password: !password };
    setMissing(nextMissing);
    if (!nextMissing.email && !nextMissing.password) void signIn(email, password, form.get('remember') === 'on');
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      {error && (
        <Alert severity="error" role="alert">
          {translate(error, { _: error })}
        </Alert>
      )}
      <OutlinedField
        id="login-email"
        name="email"
        type="email"
        label={translate('spendboard.auth.email')}
        autoComplete="username"
        defaultValue={savedEmail ?? undefined}
        autoFocus={!savedEmail}
        fullWidth
        error={missing.email}
        helperText={missing.email ? translate('spendboard.auth.email_required') : undefined}
      />
      <PasswordField
        id="login-password"
        name="password"
        label={translate('spendboard.auth.password')}
        autoComplete="current-password"
        autoFocus={Boolean(savedEmail)}
        fullWidth
        error={missing.password}
        helperText={missing.password ? translate('spendboard.auth.password_required') : undefined}
      />
      <FormControlLabel
        control={<Checkbox name="remember" defaultChecked={Boolean(savedEmail)} />}
        label={translate('spendboard.auth.remember_email')}
        sx={{ mt: -1 }}
      />
      <SubmitButton pending={pending} label={translate('spendboard.auth.sign_in')} />
    </Box>
  );
};
