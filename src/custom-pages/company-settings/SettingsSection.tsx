import { createContext, useContext, type ReactNode } from 'react';
import { Alert, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { Form, SaveButton, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { FieldErrors } from '../../api/apiError';
import type { CompanySettingsSection } from '../../domain/companySettings';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { LeavePageGuard } from '../../layout/forms/LeavePageGuard';
import { useFormSubmit } from '../../layout/forms/useFormSubmit';
import type { CompanySettingsValues, CompanySettingsWrites } from '../../providers/data/methods/companySettings';
import { useCompanySettingsSection, useSaveCompanySettings } from './useCompanySettings';

const ReadOnlyContext = createContext(false);

/** Read-only selects and lists draw their labels, help and chips as disabled: they stay readable (axe 4.5:1). */
const readableWhenReadOnly = {
  '& .MuiFormHelperText-root.Mui-disabled, & .MuiFormLabel-root.Mui-disabled': { color: 'text.secondary' },
  '& .MuiChip-root.Mui-disabled': { opacity: 1 },
};

/** Whether the section's inputs are read-only (the user may see the section but not change it). */
export const useSectionReadOnly = () => useContext(ReadOnlyContext);

export const sectionTextKey = (section: CompanySettingsSection, text: 'title' | 'description') =>
  `resources.company-settings.sections.${section}.${text}`;

type SettingsSectionProps<S extends CompanySettingsSection> = {
  section: S;
  readOnly: boolean;
  /** Form values → the PUT body (default: the values as they are). */
  toWrite?: (values: FieldValues) => CompanySettingsWrites[S];
  /** Form values from the saved ones (default: the saved values). */
  toForm?: (values: CompanySettingsValues[S]) => FieldValues;
  /** API field names → the form's, when they differ (`support_admin_emails.1` → `support_admin_emails`). */
  renameFields?: (errors: FieldErrors) => FieldErrors;
  children: ReactNode;
};

/**
 * One section of the company settings: its own card, form and Save button, saved on its own. It
 * loads the section's saved values; 422 messages land on the fields; a saved form starts again
 * from what the API answered. Read-only: the values without a Save button.
 */
export function SettingsSection<S extends CompanySettingsSection>({
  section,
  readOnly,
  toWrite = (values) => values as CompanySettingsWrites[S],
  toForm = (values) => values as FieldValues,
  renameFields,
  children,
}: SettingsSectionProps<S>) {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const submitForm = useFormSubmit();
  const query = useCompanySettingsSection(section);
  const save = useSaveCompanySettings(section);
  const title = translate(sectionTextKey(section, 'title'));
  const titleId = `company-settings-${section}`;

  const submit = (values: FieldValues) =>
    submitForm(async () => {
      await save.mutateAsync(toWrite(values));
      notice('company_settings_saved', { section: title });
    }, renameFields);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(sectionTextKey(section, 'description'))}
      </Typography>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.company-settings.read_only')}
        </Alert>
      )}
      {query.isPending ? (
        <CircularProgress aria-label={translate('spendboard.loading')} />
      ) : query.isError ? (
        <Alert severity="error">{translate('resources.company-settings.load_failed')}</Alert>
      ) : (
        <ReadOnlyContext.Provider value={readOnly}>
          <Form key={query.dataUpdatedAt} defaultValues={toForm(query.data)} onSubmit={submit} disableInvalidFormNotification>
            <LeavePageGuard what={title} />
            <Stack spacing={1} sx={{ maxWidth: 640, ...readableWhenReadOnly }}>
              {children}
              {!readOnly && <SaveButton sx={{ alignSelf: 'flex-start' }} />}
            </Stack>
          </Form>
        </ReadOnlyContext.Provider>
      )}
    </Paper>
  );
}
