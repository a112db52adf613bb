import { AutocompleteInput, ReferenceInput, type InputProps } from 'react-admin';
import type { Card } from '../../api/schema';
import { cardOptionLabel } from '../../domain/cards';
import { OPTIONS_PAGE_SIZE } from '../../domain/optionLists';

type CardOptionsInputProps = Pick<InputProps, 'source' | 'label' | 'validate' | 'helperText'>;

/** Pick a card of the active company; options read 'number (name)', e.g. '•••• 4242 (Travel)'. */
export const CardOptionsInput = ({ source, label, validate, helperText }: CardOptionsInputProps) => (
  <ReferenceInput source={source} reference="cards" perPage={OPTIONS_PAGE_SIZE} sort={{ field: 'created_at', order: 'DESC' }}>
    <AutocompleteInput
      label={label ?? 'resources.cards.name'}
      optionText={(card: Card) => cardOptionLabel(card)}
      validate={validate}
      helperText={helperText}
    />
  </ReferenceInput>
);
