import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { Form, PasswordInput, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import type { TwoFactorEnrolment } from '../../providers/data/methods/accountSecurity';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { useFormSubmit } from '../../layout/forms/useFormSubmit';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { LeavePageGuard } from '../../layout/forms/LeavePageGuard';

const TWO_FACTOR_KEY = companyQueryKey('me', 'two-factor');
const T = 'spendboard.account_security.two_step';

/** The otpauth:// URI drawn as a QR code (qrcode loads with this card only). */
const QrImage = ({ uri }: { uri: string }) => {
  const translate = useTranslate();
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toDataURL }) => toDataURL(uri, { margin: 1, width: 176 })).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img src={src} width={176} height={176} alt={translate(`${T}.qr_alt`)} />
  ) : (
    <CircularProgress aria-label={translate('spendboard.loading')} />
  );
};

/** The started enrolment: QR code and key, then a code from the app (a wrong one lands on the field); a typed code is asked about before Cancel or leaving throws it away. */
const EnrolmentStep = ({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const submitForm = useFormSubmit();
  const submit = (values: { code?: string }) =>
    submitForm(async () => onConfirmed(await dataProvider.confirmTwoFactor(String(values.code ?? '').replace(/\s+/g, ''))));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{translate(`${T}.scan`)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <QrImage uri={enrolment.otpauth_uri} />
        <Box>
          <Typography color="text.secondary" id="two-step-secret-label">
            {translate(`${T}.secret_label`)}
          </Typography>
          <Typography
            aria-labelledby="two-step-secret-label"
            dir="ltr"
            sx={{ fontFamily: 'monospace', fontSize: 18, overflowWrap: 'anywhere' }}
            data-testid="two-step-secret"
          >
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Typography>
        </Box>
      </Stack>
      <Form onSubmit={submit} disableInvalidFormNotification>
        <LeavePageGuard what={translate('spendboard.forms.discard.two_step_setup')} />
        <TextInput
          source="code"
          label={`${T}.code`}
          validate={required(`${T}.code_required`)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
          sx={{ maxWidth: 260 }}
        />
        <Stack direction="row" spacing={1}>
          <SaveButton label={`${T}.confirm`} icon={<></>} alwaysEnable />
          <Button data-discards-input onClick={onCancel}>
            {translate(`${T}.cancel`)}
          </Button>
        </Stack>
      </Form>
    </Box>
  );
};

/** Turning it off: the password and a code (or a recovery code); each refusal on its field; typed ones are asked about before Cancel or leaving throws them away. */
const TurnOffForm = ({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const submitForm = useFormSubmit();
  const submit = (values: { password?: string; code?: string }) =>
    submitForm(async () => {
      await dataProvider.disableTwoFactor({ password: values.password ?? '', code: String(values.code ?? '').trim() });
      onDone();
    });
  return (
    <Box component="section" aria-labelledby="two-step-off-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="two-step-off-title" variant="subtitle1" component="h3" fontWeight={700}>
        {translate(`${T}.turn_off_title`)}
      </Typography>
      <Typography color="text.secondary">{translate(`${T}.turn_off_intro`)}</Typography>
      <Form onSubmit={submit} disableInvalidFormNotification>
        <LeavePageGuard what={translate('spendboard.forms.discard.two_step_turn_off')} />
        <PasswordInput
          source="password"
          label={`${T}.password`}
          validate={required(`${T}.password_required`)}
          autoComplete="current-password"
          sx={{ maxWidth: 320 }}
        />
        <TextInput
          source="code"
          label={`${T}.code`}
          validate={required(`${T}.code_required`)}
          autoComplete="one-time-code"
          sx={{ maxWidth: 260 }}
        />
        <Stack direction="row" spacing={1}>
          <SaveButton label={`${T}.turn_off`} color="error" icon={<></>} alwaysEnable />
          <Button data-discards-input onClick={onCancel}>
            {translate(`${T}.cancel`)}
          </Button>
        </Stack>
      </Form>
    </Box>
  );
};

/**
 * My Account's two-step verification (TOTP): off → set up (QR code and key, confirm with a code) →
 * the recovery codes once; on → turn off with the password and a code. `#two-step` is its anchor:
 * an administrator the firm requires it of lands here after the password.
 */
export const TwoFactorCard = ({ onRecoveryCodesSaved }: { onRecoveryCodesSaved?: () => void } = {}) => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: () => dataProvider.getTwoFactor() });
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [turningOff, setTurningOff] = useState(false);
  const start = useMutation({ mutationFn: () => dataProvider.startTwoFactorEnrolment(), onSuccess: setEnrolment, onError: showError });
  const reload = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });

  const confirmed = (codes: string[]) => {
    setEnrolment(undefined);
    setRecoveryCodes(codes);
    notice('two_step_enabled');
    void reload();
  };
  const turnedOff = () => {
    setTurningOff(false);
    notice('two_step_disabled');
    void reload();
  };

  return (
    <Card variant="outlined" component="section" id="two-step" aria-labelledby="two-step-title" sx={{ scrollMarginTop: 80 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography id="two-step-title" variant="h6" component="h2">
              {translate(`${T}.title`)}
            </Typography>
            {status.data && (
              <Chip
                size="small"
                color={status.data.enabled ? 'success' : 'default'}
                label={translate(status.data.enabled ? `${T}.on` : `${T}.off`)}
              />
            )}
          </Stack>
          <Typography color="text.secondary">{translate(`${T}.intro`)}</Typography>
        </Box>
        {status.isPending ? (
          <CircularProgress aria-label={translate('spendboard.loading')} />
        ) : status.isError ? (
          <Alert severity="error">{translate('spendboard.my_account.failed')}</Alert>
        ) : recoveryCodes ? (
          <RecoveryCodesPanel
            codes={recoveryCodes}
            onDone={() => {
              setRecoveryCodes(undefined);
              onRecoveryCodesSaved?.();
            }}
          />
        ) : status.data.enabled ? (
          turningOff ? (
            <TurnOffForm onDone={turnedOff} onCancel={() => setTurningOff(false)} />
          ) : (
            <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography>{translate(`${T}.codes_left`, { smart_count: status.data.recovery_codes_left })}</Typography>
              <Button variant="outlined" color="error" onClick={() => setTurningOff(true)}>
                {translate(`${T}.turn_off`)}
              </Button>
            </Stack>
          )
        ) : enrolment ? (
          <EnrolmentStep enrolment={enrolment} onConfirmed={confirmed} onCancel={() => setEnrolment(undefined)} />
        ) : (
          <>
            {status.data.required && <Alert severity="warning">{translate(`${T}.required`)}</Alert>}
            <Button variant="contained" sx={{ justifySelf: 'start' }} disabled={start.isPending} onClick={() => start.mutate()}>
              {translate(`${T}.set_up`)}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
};
