import { Alert, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { BooleanInput, Form, SaveButton, useGetIdentity, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import type { FirmSecuritySetting } from '../../providers/data/methods/accountSecurity';
import { LeavePageGuard } from '../../layout/forms/LeavePageGuard';
import { useFormSubmit } from '../../layout/forms/useFormSubmit';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';

const FIRM_SECURITY_KEY = companyQueryKey('firm-security-settings');
const T = 'spendboard.account_security.firm';

/**
 * The firm-wide "Require two-step verification for administrators" (issue 35 item 8). Read with
 * `read company information` like its neighbours; only a firm administrator with `update company
 * information` may change it (it applies to every company), others see it read-only with the reason.
 */
export const FirmSecuritySection = ({ mayUpdate }: { mayUpdate: boolean }) => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const submitForm = useFormSubmit();
  const identity = useGetIdentity();
  const editable = mayUpdate && identity.data?.userType === 'firm_admin';
  const query = useQuery({ queryKey: FIRM_SECURITY_KEY, queryFn: () => dataProvider.getFirmSecurity() });
  const save = useMutation({
    mutationFn: (values: FirmSecuritySetting) => dataProvider.updateFirmSecurity(values),
    onSuccess: (saved) => queryClient.setQueryData(FIRM_SECURITY_KEY, saved),
  });
  const submit = (values: Partial<FirmSecuritySetting>) =>
    submitForm(async () => {
      await save.mutateAsync({ require_two_factor_for_administrators: Boolean(values.require_two_factor_for_administrators) });
      notice('firm_security_saved');
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="firm-security-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="firm-security-title" variant="h6" component="h2">
        {translate(`${T}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.description`)}
      </Typography>
      {!editable && !identity.isPending && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${T}.read_only`)}
        </Alert>
      )}
      {query.isPending ? (
        <CircularProgress aria-label={translate('spendboard.loading')} />
      ) : query.isError ? (
        <Alert severity="error">{translate('resources.company-settings.load_failed')}</Alert>
      ) : (
        <Form key={query.dataUpdatedAt} defaultValues={query.data} onSubmit={submit} disableInvalidFormNotification>
          <LeavePageGuard what={translate(`${T}.title`)} />
          <Stack spacing={1} sx={{ maxWidth: 640 }}>
            <BooleanInput
              source="require_two_factor_for_administrators"
              label={`${T}.require_two_step`}
              helperText={`${T}.help`}
              readOnly={!editable}
            />
            {editable && <SaveButton sx={{ alignSelf: 'flex-start' }} />}
          </Stack>
        </Form>
      )}
    </Paper>
  );
};
