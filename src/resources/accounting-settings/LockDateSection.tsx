import { Alert } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { formatDate } from '../../domain/dates';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useFormSubmit } from '../../layout/forms/useFormSubmit';
import { DayInput } from '../../layout/inputs/DayInput';
import type { AccountingSettings } from '../../providers/data/methods/accountingSettings';
import { AccountingSection } from './AccountingSection';
import { useSaveAccountingSettings } from './useAccountingSettings';

/** Who set the lock date and when, or that nothing is locked. */
const LockStatus = ({ settings }: { settings: AccountingSettings }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!settings.lock_date)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('resources.accounting-settings.lock.none')}
      </Alert>
    );
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate('resources.accounting-settings.lock.locked', {
        date: formatDate(settings.lock_date, 'date', locale),
        name: settings.lock_date_set_by ?? '-',
        at: formatDate(settings.lock_date_set_at, 'dateTime', locale),
      })}
    </Alert>
  );
};

/** The accounting lock date (lock accounting): records dated on or before it cannot be changed or synced. */
export const LockDateSection = ({ readOnly }: { readOnly: boolean }) => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const submitForm = useFormSubmit();
  const { lockDate } = useSaveAccountingSettings();
  const submit = (values: FieldValues) =>
    submitForm(async () => {
      await lockDate.mutateAsync((values.lock_date as string | null) || null);
      notice('accounting_settings_saved', { section: translate('resources.accounting-settings.sections.lock_date.title') });
    });
  return (
    <AccountingSection
      section="lock_date"
      readOnly={readOnly}
      toForm={(settings) => ({ lock_date: settings.lock_date })}
      onSubmit={submit}
      header={(settings) => <LockStatus settings={settings} />}
    >
      <DayInput
        source="lock_date"
        label="resources.accounting-settings.fields.lock_date"
        helperText="resources.accounting-settings.help.lock_date"
        readOnly={readOnly}
      />
    </AccountingSection>
  );
};
