import { categoryLabel } from '../../domain/categoryTree';
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, TextArrayInput, TextInput, maxLength, required } from 'react-admin';
import type { Counterpart } from '../../api/schema';
import { DuplicateWarning } from './DuplicateWarning';
import { emailListRules, ibanRules, paymentTermsRules, trnRules } from './counterpartRules';

/**
 * A counterpart's fields, for create and edit; the API checks them again. A TRN or IBAN another
 * counterpart has shows a warning naming it under the field (saving is still allowed).
 */
export const CounterpartInputs = ({ record }: { record?: Counterpart }) => (
  <>
    <TextInput source="name" validate={[required(), maxLength(120)]} autoFocus />
    <TextInput source="legal_name" validate={maxLength(200)} />
    <TextInput source="trn" validate={trnRules} helperText="resources.counterparts.help.trn" />
    <DuplicateWarning field="trn" exceptId={record?.id} />
    <TextArrayInput source="emails" validate={emailListRules} helperText="resources.counterparts.help.emails" />
    <TextInput source="phone" validate={maxLength(30)} />
    <TextInput source="address" validate={maxLength(200)} multiline />
    <TextInput source="iban" validate={ibanRules} helperText="resources.counterparts.help.iban" />
    <DuplicateWarning field="iban" exceptId={record?.id} />
    <TextInput source="bank_name" validate={maxLength(120)} />
    <NumberInput source="payment_terms_days" validate={paymentTermsRules} step={1} />
    <ReferenceInput
      source="default_category_id"
      reference="categories"
      perPage={1000}
      sort={{ field: 'tree', order: 'ASC' }}
      filter={{ status: 'active' }}
    >
      <AutocompleteInput
        label="resources.counterparts.fields.default_category_id"
        optionText={categoryLabel}
        helperText="resources.counterparts.help.default_category_id"
      />
    </ReferenceInput>
    <BooleanInput source="is_on_hold" helperText="resources.counterparts.help.is_on_hold" />
    <ReferenceInput source="owner_id" reference="people" perPage={100}>
      <AutocompleteInput label="resources.counterparts.fields.owner_id" />
    </ReferenceInput>
  </>
);
