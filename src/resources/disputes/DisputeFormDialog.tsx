import { useRef } from 'react';
import { Alert, Typography } from '@mui/material';
import {
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  useDataProvider,
  useLocaleState,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Dispute, DisputeWrite } from '../../api/schema';
import { formatMoney, validateAmount } from '../../domain/amounts';
import { DISPUTE_REASONS, type DisputeReason } from '../../domain/contractLists';
import { formatDate } from '../../domain/dates';
import { DISPUTE_EVIDENCE, disputeReasonsFor, disputeWindowEndsOn, type DisputeEvidenceField } from '../../domain/disputes';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { DayInput } from '../../layout/inputs/DayInput';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { DISPUTE_WRITE_ALSO } from './disputeWrites';
import { disputePaths } from './paths';

/** What the form needs of the disputed expense (an Expense or a dispute's expense). */
export type DisputedExpense = {
  id: number;
  merchant: string;
  amount: number;
  currency: string;
  status: Dispute['expense']['status'];
  spent_at: string;
};

const F = 'resources.disputes.fields';

/** The evidence inputs of the chosen reason (`DISPUTE_EVIDENCE`, the mock's rule too). */
const EvidenceInputs = () => {
  const reason = useWatch({ name: 'reason' }) as DisputeReason | undefined;
  const needed = new Set<DisputeEvidenceField>(reason ? DISPUTE_EVIDENCE[reason] : []);
  return (
    <>
      {needed.has('duplicate_expense_id') && (
        <ReferenceInput source="duplicate_expense_id" reference="expenses" perPage={50} sort={{ field: 'spent_at', order: 'DESC' }}>
          <SelectInput
            label={`${F}.duplicate_expense_id`}
            optionText={(record: { id: number; merchant: string; amount: number; currency: string; spent_at: string }) =>
              `${record.merchant} · ${formatMoney(record.amount, record.currency)} · ${formatDate(record.spent_at)}`
            }
            optionValue="id"
            validate={required()}
          />
        </ReferenceInput>
      )}
      {needed.has('expected_on') && <DayInput source="expected_on" label={`${F}.expected_on`} validate={required()} />}
      {needed.has('cancelled_on') && <DayInput source="cancelled_on" label={`${F}.cancelled_on`} validate={required()} />}
      {needed.has('cancellation_policy') && (
        <TextInput
          source="cancellation_policy"
          label={`${F}.cancellation_policy`}
          multiline
          minRows={2}
          validate={required()}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      )}
      <TextInput
        source="explanation"
        label={`${F}.explanation`}
        multiline
        minRows={2}
        validate={needed.has('explanation') ? required() : undefined}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </>
  );
};

/** Full or partial: a partial amount is more than 0 and at most the expense's. */
const AmountInput = ({ expense }: { expense: DisputedExpense }) => {
  const scope = useWatch({ name: 'scope' }) as 'full' | 'partial';
  const atMost: Validator = (value) =>
    typeof value === 'number' && (value <= 0 || value > expense.amount)
      ? { message: 'ra.validation.maxValue', args: { max: expense.amount } }
      : undefined;
  return (
    <>
      <RadioButtonGroupInput
        source="scope"
        label={`${F}.scope`}
        choices={[
          { id: 'full', name: 'resources.disputes.scope.full' },
          { id: 'partial', name: 'resources.disputes.scope.partial' },
        ]}
      />
      {scope === 'partial' && (
        <NumberInput source="amount" label={`${F}.amount`} step={0.01} validate={[required(), validateAmount, atMost]} />
      )}
    </>
  );
};

function disputeWrite(values: Record<string, unknown>, expense: DisputedExpense): DisputeWrite {
  const reason = values.reason as DisputeReason;
  const evidence = DISPUTE_EVIDENCE[reason];
  const text = (field: string) =>
    typeof values[field] === 'string' && (values[field] as string).trim() ? (values[field] as string).trim() : undefined;
  return {
    expense_id: expense.id,
    reason,
    amount: values.scope === 'partial' ? Number(values.amount) : expense.amount,
    ...(text('explanation') ? { explanation: text('explanation') } : {}),
    ...(evidence.includes('duplicate_expense_id') ? { duplicate_expense_id: Number(values.duplicate_expense_id) } : {}),
    ...(evidence.includes('expected_on') ? { expected_on: text('expected_on') } : {}),
    ...(evidence.includes('cancelled_on') ? { cancelled_on: text('cancelled_on') } : {}),
    ...(evidence.includes('cancellation_policy') ? { cancellation_policy: text('cancellation_policy') } : {}),
  };
}

type DisputeFormDialogProps = {
  open: boolean;
  onClose: () => void;
  expense: DisputedExpense;
  /** The unsubmitted dispute to change; none: open a new one (then its page opens). */
  record?: Dispute;
};

/**
 * Open a dispute of a card expense, or change an unsubmitted one: the reason (only fraudulent while
 * the payment is authorized), the whole amount or part of it, and the evidence the reason needs.
 * Files are added on the dispute's page.
 */
export const DisputeFormDialog = ({ open, onClose, expense, record }: DisputeFormDialogProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const applyWritten = useApplyWrittenRecord();
  const saved = useRef<Dispute | null>(null);
  const reasons = disputeReasonsFor(expense.status, DISPUTE_REASONS);
  const initial = record
    ? {
        reason: record.reason,
        scope: record.is_partial ? 'partial' : 'full',
        amount: record.amount,
        explanation: record.explanation ?? '',
        duplicate_expense_id: record.duplicate_expense_id,
        expected_on: record.expected_on,
        cancelled_on: record.cancelled_on,
        cancellation_policy: record.cancellation_policy ?? '',
      }
    : { reason: reasons[0], scope: 'full', amount: expense.amount };
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={translate(record ? 'resources.disputes.edit_title' : 'resources.disputes.open_title', { merchant: expense.merchant })}
      record={initial}
      onSubmit={async (values) => {
        const data = disputeWrite(values, expense);
        if (record) {
          saved.current = (await dataProvider.update<Dispute>('disputes', { id: record.id, data, previousData: record })).data;
          applyWritten('disputes', saved.current, DISPUTE_WRITE_ALSO);
        } else {
          saved.current = (await dataProvider.create<Dispute>('disputes', { data })).data;
          navigate(disputePaths.detail(saved.current.id));
        }
      }}
      successNotice={() => ({
        notice: record ? 'dispute_updated' : 'dispute_opened',
        args: {
          merchant: expense.merchant,
          amount: saved.current ? formatMoney(saved.current.amount, saved.current.currency, locale) : '',
        },
      })}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('resources.disputes.help.window', { date: formatDate(disputeWindowEndsOn(expense.spent_at), 'date', locale) })}
      </Typography>
      {expense.status === 'authorized' && (
        <Alert severity="info" role="status">
          {translate('resources.disputes.help.authorized_fraud_only')}
        </Alert>
      )}
      <SelectInput
        source="reason"
        label={`${F}.reason`}
        choices={reasons.map((id) => ({ id, name: `resources.disputes.reason.${id}` }))}
        validate={required()}
      />
      <AmountInput expense={expense} />
      <EvidenceInputs />
    </DialogForm>
  );
};
