import { useRef } from 'react';
import {
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  useDataProvider,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Card, SpendRequest, SpendRequestWrite } from '../../api/schema';
import { validateAmount } from '../../domain/amounts';
import { OPEN_CARD_STATUSES } from '../../domain/cardActions';
import { cardOptionLabel } from '../../domain/cards';
import { CARD_TYPES, SPEND_REQUEST_DURATIONS, SPEND_REQUEST_KINDS, SPEND_REQUEST_TARGETS } from '../../domain/contractLists';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { DayInput } from '../../layout/inputs/DayInput';
import { requestWhat } from './requestText';

const F = 'resources.requests.fields';
const choices = (list: readonly string[], group: string) => list.map((id) => ({ id, name: `resources.requests.${group}.${id}` }));
const positive: Validator = (value) => (typeof value === 'number' && value <= 0 ? 'ra.validation.minValue' : undefined);

/** Only cards whose limit can still change (not terminated or expired); typing searches the server (name, holder, last 4 digits). */
const OPEN_CARDS_FILTER = { status: [...OPEN_CARD_STATUSES] };
const searchCards = (text: string) => ({ q: text });

/** The card of a limit request: an autocomplete over the company's open cards, searched on the server. */
const CardTargetInput = () => (
  <ReferenceInput
    key="card"
    source="target_id"
    reference="cards"
    filter={OPEN_CARDS_FILTER}
    perPage={25}
    sort={{ field: 'created_at', order: 'DESC' }}
  >
    <AutocompleteInput
      label={`${F}.target_id`}
      optionText={(card: Card) => cardOptionLabel(card)}
      filterToQuery={searchCards}
      validate={required()}
    />
  </ReferenceInput>
);

/** The fields of the chosen kind: a card (type, purpose, limit) or a limit change (card or person, amount, duration). */
const KindInputs = () => {
  const kind = useWatch({ name: 'kind' }) as SpendRequestWrite['kind'];
  const targetType = useWatch({ name: 'target_type' }) as SpendRequestWrite['target_type'];
  const duration = useWatch({ name: 'duration' }) as SpendRequestWrite['duration'];
  const translate = useTranslate();
  if (kind === 'card') {
    return (
      <>
        <SelectInput source="card_type" label={`${F}.card_type`} choices={choices(CARD_TYPES, 'card_type')} validate={required()} />
        <TextInput source="purpose" label={`${F}.purpose`} validate={required()} slotProps={{ htmlInput: { maxLength: 255 } }} />
        <NumberInput
          source="requested_limit"
          label={`${F}.requested_limit`}
          step={0.01}
          validate={[required(), validateAmount, positive]}
        />
      </>
    );
  }
  return (
    <>
      <SelectInput
        source="target_type"
        label={`${F}.target_type`}
        choices={choices(SPEND_REQUEST_TARGETS, 'target_type')}
        validate={required()}
      />
      {targetType === 'card' && <CardTargetInput />}
      {targetType === 'member' && (
        <ReferenceInput key={targetType} source="target_id" reference="people" perPage={100}>
          <SelectInput
            label={`${F}.target_id`}
            optionText={(record: { first_name?: string; last_name?: string }) => `${record.first_name ?? ''} ${record.last_name ?? ''}`}
            validate={required()}
          />
        </ReferenceInput>
      )}
      <NumberInput source="new_amount" label={`${F}.new_amount`} step={0.01} validate={[required(), validateAmount]} />
      <SelectInput
        source="duration"
        label={`${F}.duration`}
        choices={choices(SPEND_REQUEST_DURATIONS, 'duration')}
        validate={required()}
        helperText={duration === 'temporary' ? translate('resources.requests.help.temporary') : undefined}
      />
      {duration === 'temporary' && <DayInput source="ends_on" label={`${F}.ends_on`} validate={required()} />}
    </>
  );
};

/** The write of the form's kind (fields of the other kind left out). */
function requestWrite(values: Record<string, unknown>): SpendRequestWrite {
  const common = { kind: values.kind as SpendRequestWrite['kind'], reason: String(values.reason ?? '') };
  if (common.kind === 'card') {
    return {
      ...common,
      card_type: values.card_type as SpendRequestWrite['card_type'],
      purpose: String(values.purpose ?? ''),
      requested_limit: Number(values.requested_limit),
    };
  }
  return {
    ...common,
    target_type: values.target_type as SpendRequestWrite['target_type'],
    target_id: Number(values.target_id),
    new_amount: Number(values.new_amount),
    duration: values.duration as SpendRequestWrite['duration'],
    ...(values.duration === 'temporary' ? { ends_on: String(values.ends_on ?? '') } : {}),
  };
}

/** Ask for a card or a new limit (the caller's own request); the list then shows it first. */
export const RequestFormDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const applyWrittenRecord = useApplyWrittenRecord();
  const saved = useRef<SpendRequest | null>(null);
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={translate('resources.requests.create_title')}
      record={{ kind: 'card', card_type: 'virtual', duration: 'permanent' }}
      onSubmit={async (values) => {
        saved.current = (await dataProvider.create<SpendRequest>('requests', { data: requestWrite(values) })).data;
        // The list shows it first (newest first, read again); a navigation here would be undone by closing `?action=create`.
        applyWrittenRecord('requests', saved.current);
      }}
      successNotice={() => ({ notice: 'request_created', args: { what: saved.current ? requestWhat(saved.current, translate) : '' } })}
    >
      <SelectInput source="kind" label={`${F}.kind`} choices={choices(SPEND_REQUEST_KINDS, 'kind')} validate={required()} />
      <KindInputs />
      <TextInput
        source="reason"
        label={`${F}.reason`}
        multiline
        minRows={2}
        validate={required()}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </DialogForm>
  );
};
