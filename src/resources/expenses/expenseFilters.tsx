import { AutocompleteArrayInput, ReferenceArrayInput, SearchInput, SelectArrayInput } from 'react-admin';
import { EXPENSE_CHIP_STATUSES, statusChip } from '../../domain/statusColors';
import { DayInput } from '../../layout/inputs/DayInput';

/** Options lists are loaded whole: a company's people, cards and departments. */
const OPTIONS_PAGE_SIZE = 1000;

/** The 18 statuses of §4 and the pseudo-filter `my_expenses`, labelled as their chips. */
const statusChoices = EXPENSE_CHIP_STATUSES.map((status) => {
  const chip = statusChip('expense', status);
  return { id: status, name: chip.labelKey ?? chip.text ?? status };
});

/**
 * The Expenses page's filters; keys map to `filters[...]` in the resource table (resources.ts). Labels
 * come from `resources.expenses.fields.<key>`; reference choices name their own.
 */
export const expenseFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <DayInput key="spent_from" source="spent_from" alwaysOn />,
  <DayInput key="spent_until" source="spent_until" alwaysOn />,
  <ReferenceArrayInput key="member_id" source="member_id" reference="people" perPage={OPTIONS_PAGE_SIZE}>
    <AutocompleteArrayInput label="resources.expenses.fields.member_id" />
  </ReferenceArrayInput>,
  <ReferenceArrayInput key="card_id" source="card_id" reference="cards" perPage={OPTIONS_PAGE_SIZE}>
    <AutocompleteArrayInput label="resources.expenses.fields.card_id" />
  </ReferenceArrayInput>,
  <ReferenceArrayInput key="department_id" source="department_id" reference="departments" perPage={OPTIONS_PAGE_SIZE}>
    <AutocompleteArrayInput label="resources.expenses.fields.department_id" />
  </ReferenceArrayInput>,
];
