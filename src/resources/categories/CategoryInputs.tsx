import {
  AutocompleteArrayInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  regex,
  required,
} from 'react-admin';
import type { Category, GlAccount } from '../../api/schema';
import { MAX_AMOUNT } from '../../domain/amounts';
import { glAccountOption } from '../accounting-settings/accountingChoices';
import { mccChoices } from '../cards/mccCategories';
import { useTopLevelCategories } from './useTopLevelCategories';

/**
 * The parent: an active top-level category other than this one. A category with children stays
 * top-level (the API says so on `parent_id` when it is asked to move).
 */
const ParentInput = ({ record }: { record?: Category }) => {
  const { choices, isPending } = useTopLevelCategories(record?.id);
  return (
    <SelectInput
      source="parent_id"
      choices={choices}
      optionText="name"
      isPending={isPending}
      emptyText="resources.categories.no_parent"
      helperText="resources.categories.help.parent_id"
    />
  );
};

/** A category's fields, for create and edit; the API checks them again (the tree, the MCC mapping). */
export const CategoryInputs = ({ record }: { record?: Category }) => (
  <>
    <TextInput source="name" validate={[required(), maxLength(80)]} autoFocus />
    <TextInput
      source="code"
      validate={[required(), maxLength(20), regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'resources.categories.validation.code')]}
    />
    <ParentInput record={record} />
    <ReferenceInput
      source="gl_account_id"
      reference="gl-accounts"
      perPage={1000}
      sort={{ field: 'code', order: 'ASC' }}
      filter={{ status: 'active' }}
    >
      <SelectInput optionText={(account: GlAccount) => glAccountOption(account)} emptyText="resources.categories.no_gl_account" />
    </ReferenceInput>
    <ReferenceInput
      source="tax_rate_id"
      reference="tax-rates"
      perPage={1000}
      sort={{ field: 'name', order: 'ASC' }}
      filter={{ status: 'active' }}
    >
      <SelectInput optionText="name" emptyText="resources.categories.no_tax_rate" />
    </ReferenceInput>
    <NumberInput
      source="receipt_required_above"
      validate={[minValue(0), maxValue(MAX_AMOUNT)]}
      step={0.01}
      helperText="resources.categories.help.receipt_required_above"
    />
    <AutocompleteArrayInput source="mcc_categories" choices={mccChoices} helperText="resources.categories.help.mcc_categories" />
  </>
);
