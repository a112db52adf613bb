import type { ReactNode } from 'react';
import { Alert, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { Form, SaveButton, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { LeavePageGuard } from '../../layout/forms/LeavePageGuard';
import type { AccountingSettings } from '../../providers/data/methods/accountingSettings';
import { useAccountingSettings } from './useAccountingSettings';

/** Read-only inputs draw their labels and help as disabled: they stay readable (axe 4.5:1). */
const readableWhenReadOnly = {
  '& .MuiFormHelperText-root.Mui-disabled, & .MuiFormLabel-root.Mui-disabled': { color: 'text.secondary' },
};

type AccountingSectionProps = {
  /** `defaults` or `lock_date`: texts `resources.accounting-settings.sections.<section>.*`. */
  section: 'defaults' | 'lock_date';
  readOnly: boolean;
  toForm: (settings: AccountingSettings) => FieldValues;
  /** Saves; returns the API's field errors (react-admin puts each on its field). */
  onSubmit: (values: FieldValues) => Promise<unknown>;
  /** Shown above the inputs once the settings are loaded (who set the lock date). */
  header?: (settings: AccountingSettings) => ReactNode;
  children: ReactNode;
};

/** One part of the accounting settings: its card, form and Save button; read-only without the permission to change it. */
export const AccountingSection = ({ section, readOnly, toForm, onSubmit, header, children }: AccountingSectionProps) => {
  const translate = useTranslate();
  const query = useAccountingSettings();
  const titleId = `accounting-settings-${section}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        {translate(`resources.accounting-settings.sections.${section}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`resources.accounting-settings.sections.${section}.description`)}
      </Typography>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.accounting-settings.read_only')}
        </Alert>
      )}
      {query.isPending ? (
        <CircularProgress aria-label={translate('spendboard.loading')} />
      ) : query.isError ? (
        <Alert severity="error">{translate('resources.accounting-settings.load_failed')}</Alert>
      ) : (
        <>
          {header?.(query.data)}
          <Form key={query.dataUpdatedAt} defaultValues={toForm(query.data)} onSubmit={onSubmit} disableInvalidFormNotification>
            <LeavePageGuard what={translate(`resources.accounting-settings.sections.${section}.title`)} />
            <Stack spacing={1} sx={{ maxWidth: 640, ...readableWhenReadOnly }}>
              {children}
              {!readOnly && <SaveButton sx={{ alignSelf: 'flex-start' }} />}
            </Stack>
          </Form>
        </>
      )}
    </Paper>
  );
};
