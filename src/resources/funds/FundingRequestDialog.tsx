import {
  AutocompleteInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  maxLength,
  required,
  useDataProvider,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useRef } from 'react';
import type { FundingRequest, FundingRequestCreate, LimitEntity } from '../../api/schema';
import { formatMoney, validateAmount } from '../../domain/amounts';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { DayInput } from '../../layout/inputs/DayInput';
import { CardOptionsInput } from '../cards/CardOptionsInput';
import { fundingCurrencyChoices, fundingDurationChoices, fundingRecurrenceChoices, fundingTargetTypeChoices } from './fundingChoices';
import { LimitChainPanel } from './LimitChainPanel';
import { OPTIONS_PAGE_SIZE } from '../../domain/optionLists';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { serverToday } from '../../providers/serverToday';

const T = 'resources.funding-requests';
const REFERENCE: Partial<Record<LimitEntity, string>> = { member: 'people', department: 'departments' };
const targetSource = (type: LimitEntity) => `target_${type}`;
const mustChoose = required();
const amountRules = [
  required(),
  (value: unknown) =>
    validateAmount(value as number) ?? (Number(value) <= 0 ? { message: 'spendboard.validation.amount.positive', args: {} } : undefined),
];

type Values = {
  target_type: LimitEntity;
  amount?: number;
  currency: string;
  recurrence: FundingRequestCreate['recurrence'];
  duration: FundingRequestCreate['duration'];
  end_date?: string | null;
  reason?: string;
} & Record<string, unknown>;

/** The write from the form: the target's id from the field of its kind; an end date only when temporary. */
export function fundingRequestWrite(values: Values): FundingRequestCreate {
  const type = values.target_type;
  return {
    target: type === 'company' ? { type } : { type, id: Number(values[targetSource(type)]) },
    amount: Number(values.amount),
    currency: values.currency as FundingRequestCreate['currency'],
    recurrence: values.recurrence,
    duration: values.duration,
    ...(values.duration === 'temporary' && values.end_date ? { end_date: values.end_date } : {}),
    reason: String(values.reason ?? '').trim(),
  };
}

/** The target of its kind: a department, a person, a card; the company wallet needs no choice. */
const TargetInput = ({ type }: { type: LimitEntity }) => {
  if (type === 'company') return null;
  const label = `${T}.fields.target_id`;
  if (type === 'card') return <CardOptionsInput source={targetSource(type)} label={label} validate={mustChoose} />;
  return (
    <ReferenceInput source={targetSource(type)} reference={REFERENCE[type] ?? type} perPage={OPTIONS_PAGE_SIZE}>
      <AutocompleteInput label={label} validate={mustChoose} />
    </ReferenceInput>
  );
};

const FundingInputs = () => {
  const type = (useWatch({ name: 'target_type' }) as LimitEntity | undefined) ?? 'department';
  const targetId = useWatch({ name: targetSource(type) }) as number | undefined;
  const duration = useWatch({ name: 'duration' }) as string | undefined;
  const amount = Number(useWatch({ name: 'amount' }) ?? 0);
  const afterToday = (value: unknown) =>
    typeof value === 'string' && value <= serverToday()
      ? { message: 'resources.funding-requests.end_date_after_today', args: {} }
      : undefined;
  return (
    <>
      <SelectInput source="target_type" choices={fundingTargetTypeChoices} validate={mustChoose} />
      <TargetInput key={type} type={type} />
      <LimitChainPanel type={type} id={targetId} amount={Number.isFinite(amount) ? amount : 0} />
      <NumberInput source="amount" step={0.01} validate={amountRules} />
      <SelectInput source="currency" choices={fundingCurrencyChoices} translateChoice={false} validate={mustChoose} />
      <RadioButtonGroupInput source="recurrence" choices={fundingRecurrenceChoices} validate={mustChoose} />
      <RadioButtonGroupInput source="duration" choices={fundingDurationChoices} validate={mustChoose} />
      {duration === 'temporary' && <DayInput source="end_date" validate={[required(), afterToday]} />}
      <TextInput source="reason" multiline minRows={2} validate={[required(), maxLength(500)]} />
    </>
  );
};

/** Ask for funds (`?action=create`): target, amount, currency, how often, for how long, and why. */
export const FundingRequestDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const applyWrittenRecord = useApplyWrittenRecord();
  const saved = useRef<FundingRequest | null>(null);
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={translate(`${T}.create_title`)}
      record={{ target_type: 'department', currency: 'AED', recurrence: 'one_time', duration: 'permanent' }}
      onSubmit={async (values) => {
        saved.current = (
          await dataProvider.create<FundingRequest>('funding-requests', { data: fundingRequestWrite(values as Values) })
        ).data;
        // A pending request moves no money: only the request lists change.
        applyWrittenRecord('funding-requests', saved.current);
      }}
      successNotice={() => ({
        notice: 'funding_requested',
        args: {
          amount: saved.current ? formatMoney(saved.current.amount, saved.current.currency, locale) : '',
          target: saved.current?.target.name ?? '',
        },
      })}
    >
      <FundingInputs />
    </DialogForm>
  );
};
