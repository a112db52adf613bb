import {
  AutocompleteArrayInput,
  AutocompleteInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  maxLength,
  regex,
  required,
} from 'react-admin';
import { validateAmount } from '../../domain/amounts';
import { CURRENCIES } from '../../domain/contractLists';
import { isReversedRange } from '../../domain/dates';
import { DayInput } from '../../layout/inputs/DayInput';

const currencyChoices = CURRENCIES.map((currency) => ({ id: currency, name: currency }));

/** The end date may not come before the start date (the API says the same on `end_date`). */
const notBeforeStart = (value: unknown, values: Record<string, unknown>) =>
  isReversedRange(values.start_date, value) ? 'resources.projects.validation.end_before_start' : undefined;

/** A project's fields, for create and edit; the API checks them again (a taken code comes back on `code`). */
export const ProjectInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(120)]} autoFocus />
    <TextInput
      source="code"
      validate={[required(), regex(/^[A-Za-z0-9][A-Za-z0-9-]{1,19}$/, 'resources.projects.validation.code')]}
      helperText="resources.projects.help.code"
    />
    <DayInput source="start_date" />
    <DayInput source="end_date" validate={notBeforeStart} />
    <NumberInput source="budget" step={0.01} validate={validateAmount} />
    <SelectInput source="currency" choices={currencyChoices} validate={required()} />
    <ReferenceInput source="owner_id" reference="people" perPage={100}>
      <AutocompleteInput label="resources.projects.fields.owner_id" />
    </ReferenceInput>
    <ReferenceArrayInput source="department_ids" reference="departments" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteArrayInput label="resources.projects.fields.department_ids" optionText="name" />
    </ReferenceArrayInput>
  </>
);
