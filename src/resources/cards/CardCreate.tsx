import { Box, CircularProgress } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { validateAmount } from '../../domain/amounts';
import { cardTypeCode, limitModeCode } from '../../domain/limits';
import { LIMIT_MODES, limitPermission, type LimitModeName } from '../../domain/permissionNames';
import { PermissionGate } from '../../layout/access';
import { usePermittedNames } from '../shared/usePermittedNames';
import { CARD_OPTIONS_PAGE_SIZE } from './CardOptionsInput';
import { currencyChoices } from './cardChoices';
import { useCardCurrency } from './useCardCurrency';
import { useSaveErrorHandler } from '../../layout/forms/useFormSubmit';

type CardCreateValues = {
  member_id: number;
  name: string;
  type: 'virtual' | 'physical';
  currency: string;
  limit: { mode: LimitModeName; amount?: number };
};

const CHECKED = ['update_card_type', 'update_card_currency', ...LIMIT_MODES.map((mode) => limitPermission('card', mode))];
const typeChoices = [
  { id: 'virtual', name: 'resources.cards.type.virtual' },
  { id: 'physical', name: 'resources.cards.type.physical' },
];

/** Form values → CardCreate: type and limit mode as codes; an inherited limit is left out. */
const toCardCreate = ({ limit, type, ...card }: CardCreateValues) => ({
  ...card,
  type: cardTypeCode(type),
  ...(limit.mode === 'inherited' ? {} : { limit: { mode: limitModeCode(limit.mode), amount: Number(limit.amount) } }),
});

const LimitAmountInput = () => {
  const mode = useWatch({ name: 'limit.mode' });
  if (mode === 'inherited') return null;
  return <NumberInput source="limit.amount" label="spendboard.limits.amount" step={0.01} validate={[required(), validateAmount]} />;
};

const CardCreateForm = () => {
  const translate = useTranslate();
  const currency = useCardCurrency();
  const permissions = usePermittedNames(CHECKED);
  if (permissions.isPending || !currency) return <CircularProgress aria-label={translate('spendboard.loading')} />;
  const modes = LIMIT_MODES.filter((mode) => mode === 'inherited' || permissions.isPermitted(limitPermission('card', mode)));
  const canChooseType = permissions.isPermitted('update_card_type');
  const canChooseCurrency = permissions.isPermitted('update_card_currency');
  return (
    <SimpleForm defaultValues={{ type: 'virtual', currency, limit: { mode: 'inherited' } }}>
      <ReferenceInput source="member_id" reference="people" perPage={CARD_OPTIONS_PAGE_SIZE}>
        <AutocompleteInput label="spendboard.cards.fields.holder" validate={required()} />
      </ReferenceInput>
      <TextInput source="name" label="resources.cards.fields.name" validate={required()} />
      <RadioButtonGroupInput
        source="type"
        label="resources.cards.fields.type"
        choices={typeChoices}
        disabled={!canChooseType}
        helperText={canChooseType ? false : 'spendboard.cards.create.type_locked'}
      />
      <SelectInput
        source="currency"
        label="resources.cards.fields.currency"
        choices={currencyChoices}
        readOnly={!canChooseCurrency}
        helperText={canChooseCurrency ? false : 'spendboard.cards.create.currency_locked'}
      />
      <RadioButtonGroupInput
        source="limit.mode"
        label="spendboard.limits.mode"
        choices={modes.map((mode) => ({ id: mode, name: `spendboard.limits.modes.${mode}` }))}
      />
      <LimitAmountInput />
    </SimpleForm>
  );
};

/** Issue a card (needs `create cards`); 422 messages land on their fields. */
const CardCreate = () => {
  const onError = useSaveErrorHandler();
  return (
    <PermissionGate permission="create cards" gating="show_warning">
      <Create
        resource="cards"
        redirect={(_resource, id) => `cards/overview/${id}`}
        transform={toCardCreate}
        mutationMode="pessimistic"
        mutationOptions={{ onError }}
      >
        <Box sx={{ maxWidth: 560 }}>
          <CardCreateForm />
        </Box>
      </Create>
    </PermissionGate>
  );
};

export default CardCreate;
