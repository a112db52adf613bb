import { BooleanInput, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { GlAccount } from '../../api/schema';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useFormSubmit } from '../../layout/forms/useFormSubmit';
import type { AccountingSettings } from '../../providers/data/methods/accountingSettings';
import { glAccountOption } from './accountingChoices';
import { AccountingSection } from './AccountingSection';
import { useSaveAccountingSettings } from './useAccountingSettings';

const ACCOUNT_FIELDS = ['card_clearing_account_id', 'accounts_payable_account_id', 'reimbursements_account_id'] as const;

const toForm = (settings: AccountingSettings): FieldValues => ({
  card_clearing_account_id: settings.card_clearing_account_id,
  accounts_payable_account_id: settings.accounts_payable_account_id,
  reimbursements_account_id: settings.reimbursements_account_id,
  sync_expenses_when_approved: settings.sync_expenses_when_approved,
  sync_bills_when_approved: settings.sync_bills_when_approved,
});

const idOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/** One default account: the company's active GL accounts (the one chosen stays listed). */
const AccountInput = ({ source, readOnly }: { source: (typeof ACCOUNT_FIELDS)[number]; readOnly: boolean }) => (
  <ReferenceInput
    source={source}
    reference="gl-accounts"
    perPage={1000}
    sort={{ field: 'code', order: 'ASC' }}
    filter={{ status: 'active' }}
  >
    <SelectInput
      optionText={(account: GlAccount) => glAccountOption(account)}
      label={`resources.accounting-settings.fields.${source}`}
      helperText={`resources.accounting-settings.help.${source}`}
      emptyText="resources.accounting-settings.no_account"
      readOnly={readOnly}
    />
  </ReferenceInput>
);

/** Default accounts (card clearing, accounts payable, reimbursements) and the sync options (update accounting settings). */
export const DefaultAccountsSection = ({ readOnly }: { readOnly: boolean }) => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const submitForm = useFormSubmit();
  const { defaults } = useSaveAccountingSettings();
  const submit = (values: FieldValues) =>
    submitForm(async () => {
      await defaults.mutateAsync({
        card_clearing_account_id: idOrNull(values.card_clearing_account_id),
        accounts_payable_account_id: idOrNull(values.accounts_payable_account_id),
        reimbursements_account_id: idOrNull(values.reimbursements_account_id),
        sync_expenses_when_approved: Boolean(values.sync_expenses_when_approved),
        sync_bills_when_approved: Boolean(values.sync_bills_when_approved),
      });
      notice('accounting_settings_saved', { section: translate('resources.accounting-settings.sections.defaults.title') });
    });
  return (
    <AccountingSection section="defaults" readOnly={readOnly} toForm={toForm} onSubmit={submit}>
      {ACCOUNT_FIELDS.map((field) => (
        <AccountInput key={field} source={field} readOnly={readOnly} />
      ))}
      <BooleanInput
        source="sync_expenses_when_approved"
        readOnly={readOnly}
        label="resources.accounting-settings.fields.sync_expenses_when_approved"
      />
      <BooleanInput
        source="sync_bills_when_approved"
        readOnly={readOnly}
        label="resources.accounting-settings.fields.sync_bills_when_approved"
      />
    </AccountingSection>
  );
};
