import { BooleanInput, NumberInput, SelectInput, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { MAX_AMOUNT } from '../../domain/amounts';
import { currencyChoices } from '../cards/cardChoices';
import { mccChoices } from '../cards/mccCategories';
import { CodingInputs } from '../shared/expenses';

const T = 'resources.expense-automations';

/**
 * A coding rule's fields, for create and edit: its order and switch, its conditions (merchant text, an
 * optional merchant category and maximum) and its coding (category, optional project and tags). The API
 * checks them again (an empty text, a maximum without currency, a record of another company: on the field).
 */
export const ExpenseAutomationInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(60)]} autoFocus />
    <NumberInput source="priority" step={1} validate={[required(), minValue(1), maxValue(999)]} helperText={`${T}.help.priority`} />
    <BooleanInput source="enabled" helperText={`${T}.help.enabled`} />
    <TextInput source="merchant_contains" validate={[required(), maxLength(60)]} helperText={`${T}.help.merchant_contains`} />
    <SelectInput source="mcc_category" choices={mccChoices} emptyText={`${T}.any_mcc`} />
    <NumberInput source="max_amount" step={0.01} validate={[minValue(0.01), maxValue(MAX_AMOUNT)]} helperText={`${T}.help.max_amount`} />
    <SelectInput source="currency" choices={currencyChoices} />
    <CodingInputs category={{ required: true, helperText: `${T}.help.category_id` }} />
  </>
);
