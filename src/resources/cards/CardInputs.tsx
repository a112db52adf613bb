import { AutocompleteInput, maxLength, RadioButtonGroupInput, ReferenceInput, required, SelectInput, TextInput } from 'react-admin';
import { LIMIT_MODES, limitPermission } from '../../domain/permissionNames';
import { LimitInputs } from '../shared/limits';
import { cardTypeChoices, currencyChoices } from './cardChoices';
import { OPTIONS_PAGE_SIZE } from '../../domain/optionLists';

const nameRules = [required(), maxLength(100)];
const holderRules = required();

/** The permissions that decide what a new card may differ in: type, currency and limit mode. */
export const CARD_INPUT_PERMISSIONS = [
  'update_card_type',
  'update_card_currency',
  ...LIMIT_MODES.map((mode) => limitPermission('card', mode)),
];

/** The card's name (1 to 100 characters), on a new card and when renamed. */
export const CardNameInput = ({ label }: { label?: string }) => <TextInput source="name" label={label} validate={nameRules} />;

/**
 * The inputs of a card (spec §7 create card): holder, name, type, currency and limit. A type or
 * currency the user may not choose stays at the default, with the reason; limit modes need
 * `update_card_limits_<mode>` (inherited always).
 */
export const CardInputs = ({ isPermitted }: { isPermitted: (permission: string) => boolean }) => {
  const canChooseType = isPermitted('update_card_type');
  const canChooseCurrency = isPermitted('update_card_currency');
  const modes = LIMIT_MODES.filter((mode) => mode === 'inherited' || isPermitted(limitPermission('card', mode)));
  return (
    <>
      <ReferenceInput source="member_id" reference="people" perPage={OPTIONS_PAGE_SIZE}>
        {/* Inside a reference the label would come from the people's texts: it is named here. */}
        <AutocompleteInput label="resources.cards.fields.member_id" validate={holderRules} />
      </ReferenceInput>
      <CardNameInput />
      <RadioButtonGroupInput
        source="type"
        choices={cardTypeChoices}
        disabled={!canChooseType}
        helperText={canChooseType ? false : 'spendboard.cards.create.type_locked'}
      />
      <SelectInput
        source="currency"
        choices={currencyChoices}
        readOnly={!canChooseCurrency}
        helperText={canChooseCurrency ? false : 'spendboard.cards.create.currency_locked'}
      />
      <LimitInputs entity="card" source="limit" modes={modes} />
    </>
  );
};
