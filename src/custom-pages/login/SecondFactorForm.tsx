import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OutlinedField } from './OutlinedField';
import type { SignInState } from './useSignIn';
import { SubmitButton } from '../../layout/forms/SubmitButton';

/**
 * The sign-in's second step for an account with two-step verification: the 6-digit code from the
 * authenticator app, or (after "Use a recovery code instead") one of the one-time recovery codes.
 */
export const SecondFactorForm = ({ pending, error, submitCode, restart }: SignInState) => {
  const translate = useTranslate();
  const [recovery, setRecovery] = useState(false);
  const [missing, setMissing] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setMissing(!code);
    if (code) void submitCode(code);
  }

  const prompt = recovery ? 'spendboard.auth.two_step.recovery_prompt' : 'spendboard.auth.two_step.code_prompt';
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Typography id="two-step-prompt">{translate(prompt)}</Typography>
      {error && (
        <Alert severity="error" role="alert">
          {translate(error, { _: error })}
        </Alert>
      )}
      <OutlinedField
        key={recovery ? 'recovery' : 'code'}
        id="login-code"
        name="code"
        label={translate(recovery ? 'spendboard.auth.two_step.recovery_label' : 'spendboard.auth.two_step.code_label')}
        autoComplete="one-time-code"
        inputProps={recovery ? { spellCheck: false } : { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 }}
        autoFocus
        fullWidth
        error={missing}
        helperText={missing ? translate('spendboard.auth.two_step.code_required') : undefined}
      />
      <SubmitButton pending={pending} label={translate('spendboard.auth.two_step.verify')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button variant="text" size="small" onClick={() => setRecovery((value) => !value)}>
          {translate(recovery ? 'spendboard.auth.two_step.use_code' : 'spendboard.auth.two_step.use_recovery')}
        </Button>
        <Button variant="text" size="small" onClick={restart}>
          {translate('spendboard.auth.two_step.back')}
        </Button>
      </Box>
    </Box>
  );
};
