import { Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, TextInput, required, useTranslate, Title } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { FocusFirstError } from '../../layout/forms/FocusFirstError';
import { LeavePageGuard } from '../../layout/forms/LeavePageGuard';
import { SubmitButton } from '../../layout/forms/SubmitButton';
import { useFormSubmit } from '../../layout/forms/useFormSubmit';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { usePermission } from '../../providers/access/usePermissions';
import { familyQueryKeys } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { validateEmployerId, validateEmployerRoutingCode, validateUaeIban } from '../../resources/payroll-employees/employeeValidation';

const T = 'resources.payroll-runs.bank';

const SaveButton = ({ label }: { label: string }) => {
  const { isSubmitting } = useFormState();
  return <SubmitButton pending={isSubmitting} label={label} size="medium" />;
};

/**
 * `/payroll/bank-account` (issue 17): the employer's WPS identity (13-digit establishment ID, the
 * bank's 9-digit routing code) written on the SIF's summary line, and the account that funds the
 * salaries. Read with `read payroll`, saved with `prepare payroll`.
 */
const EmployerAccountPage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notice = useSuccessNotice();
  const submit = useFormSubmit();
  const canSave = usePermission('prepare payroll');
  const account = useQuery({
    queryKey: familyQueryKeys.payroll('employer-account'),
    queryFn: () => dataProvider.payrollEmployerAccount(),
  });
  if (!account.data) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="employer-account-title"
      sx={{ p: { xs: 2, sm: 3 }, my: 2, maxWidth: 720 }}
    >
      <Title title="spendboard.shell.routes.payroll_bank.label" />
      <Typography id="employer-account-title" variant="h6" component="h2">
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" mb={2}>
        {translate(`${T}.help`)}
      </Typography>
      <Form
        record={account.data}
        noValidate
        disableInvalidFormNotification
        onSubmit={(values: Record<string, unknown>) =>
          submit(async () => {
            await dataProvider.savePayrollEmployerAccount({
              employer_id: String(values.employer_id ?? '').trim(),
              routing_code: String(values.routing_code ?? '').trim(),
              bank_name: String(values.bank_name ?? '').trim(),
              funding_iban: String(values.funding_iban ?? '').trim(),
            });
            await queryClient.invalidateQueries({ queryKey: familyQueryKeys.payroll() });
            notice('payroll_account_saved');
          })
        }
      >
        <LeavePageGuard what={translate(`${T}.title`)} />
        <Stack spacing={1}>
          <TextInput
            source="employer_id"
            label={`${T}.fields.employer_id`}
            validate={[required(), validateEmployerId]}
            helperText={`${T}.field_help.employer_id`}
            readOnly={!canSave}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
          />
          <TextInput
            source="routing_code"
            label={`${T}.fields.routing_code`}
            validate={[required(), validateEmployerRoutingCode]}
            helperText={`${T}.field_help.routing_code`}
            readOnly={!canSave}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
          />
          <TextInput
            source="bank_name"
            label={`${T}.fields.bank_name`}
            validate={required()}
            readOnly={!canSave}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextInput
            source="funding_iban"
            label={`${T}.fields.funding_iban`}
            validate={[required(), validateUaeIban]}
            readOnly={!canSave}
            slotProps={{ htmlInput: { maxLength: 34 } }}
          />
          {canSave && <SaveButton label={translate(`${T}.save`)} />}
        </Stack>
        <FocusFirstError />
      </Form>
    </Paper>
  );
};

export default EmployerAccountPage;
