import { AutocompleteArrayInput, ReferenceArrayInput, SearchInput, SelectArrayInput, SelectInput } from 'react-admin';
import { DayInput } from '../../layout/inputs/DayInput';
import { PeriodPresetInput } from '../../layout/inputs/PeriodPresetInput';
import { cardStatusChoices, cardTypeFilterChoices, currencyChoices } from './cardChoices';
import { OPTIONS_PAGE_SIZE } from '../../domain/optionLists';

/**
 * Spec §7 card filters; keys map to `filters[...]` in the resource table (resources.ts). Labels come
 * from `resources.cards.fields.<key>`; the holder choice sits in a people reference, so it names its own.
 */
export const cardFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={cardStatusChoices} alwaysOn />,
  <SelectArrayInput key="type" source="type" choices={cardTypeFilterChoices} alwaysOn />,
  <SelectInput key="currency" source="currency" choices={currencyChoices} alwaysOn />,
  <ReferenceArrayInput key="member_id" source="member_id" reference="people" perPage={OPTIONS_PAGE_SIZE}>
    <AutocompleteArrayInput label="resources.cards.filters.member_id" />
  </ReferenceArrayInput>,
  <PeriodPresetInput
    key="last_charged_period"
    source="last_charged_period"
    fromSource="last_charged_from"
    toSource="last_charged_until"
    label="resources.cards.fields.last_charged_period"
  />,
  <DayInput key="last_charged_from" source="last_charged_from" />,
  <DayInput key="last_charged_until" source="last_charged_until" />,
  <DayInput key="expires_before" source="expires_before" />,
];
