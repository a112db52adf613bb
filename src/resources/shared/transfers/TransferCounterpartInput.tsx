import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import type { LimitEntity } from '../../../api/schema';
import { CardOptionsInput } from '../../cards/CardOptionsInput';
import { OPTIONS_PAGE_SIZE } from '../../../domain/optionLists';

/** Inside a reference the label would come from the referenced resource's texts: it is named here. */
const COUNTERPART_LABEL = 'resources.transfers.fields.counterpart';

/** One form field per kind, so switching the kind never keeps an id of another kind. */
export const counterpartSource = (type: LimitEntity) => `counterpart_${type}`;

const REFERENCE: Partial<Record<LimitEntity, string>> = { member: 'people', department: 'departments' };
const mustChoose = required();

/** The other side of a transfer: a person, a department or a card; the company needs no choice. */
export const TransferCounterpartInput = ({ type }: { type: LimitEntity }) => {
  if (type === 'company') return null;
  if (type === 'card') {
    return <CardOptionsInput source={counterpartSource(type)} label={COUNTERPART_LABEL} validate={mustChoose} />;
  }
  return (
    <ReferenceInput source={counterpartSource(type)} reference={REFERENCE[type] ?? type} perPage={OPTIONS_PAGE_SIZE}>
      <AutocompleteInput label={COUNTERPART_LABEL} validate={mustChoose} />
    </ReferenceInput>
  );
};
