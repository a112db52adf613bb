import {
  AutocompleteArrayInput,
  NumberInput,
  ReferenceArrayInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  type Validator,
} from 'react-admin';
import { EXPENSE_CHIP_STATUSES, statusChip } from '../../domain/statusColors';
import { DayInput } from '../../layout/inputs/DayInput';
import { PeriodPresetInput } from '../../layout/inputs/PeriodPresetInput';
import { OPTIONS_PAGE_SIZE } from '../../domain/optionLists';

/** Options lists are loaded whole: a company's people, cards, departments and catalogues. A multi-pick list stays open for the next pick. */

/** The 18 statuses of §4 and the pseudo-filter `my_expenses`, labelled as their chips. */
const statusChoices = EXPENSE_CHIP_STATUSES.map((status) => {
  const chip = statusChip('expense', status);
  return { id: status, name: chip.labelKey ?? chip.text ?? status };
});

/** `filters[has][receipt]` is 1 or 0. */
const receiptChoices = [
  { id: 1, name: 'spendboard.expenses.has_receipt.yes' },
  { id: 0, name: 'spendboard.expenses.has_receipt.no' },
];

/** `filters[has][missing_receipt]` and `filters[has][category]` are 1 or 0. */
const missingReceiptChoices = [
  { id: 1, name: 'spendboard.expenses.missing_receipt.yes' },
  { id: 0, name: 'spendboard.expenses.missing_receipt.no' },
];
const codedChoices = [
  { id: 1, name: 'spendboard.expenses.coded.yes' },
  { id: 0, name: 'spendboard.expenses.coded.no' },
];

const notNegative: Validator = (value) => (typeof value === 'number' && value < 0 ? 'ra.validation.minValue' : undefined);

/**
 * The Expenses page's filters; keys map to `filters[...]` in the resource table (resources.ts). Labels
 * come from `resources.expenses.fields.<key>`; reference choices name their own.
 */
export const expenseFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <PeriodPresetInput key="spent_period" source="spent_period" fromSource="spent_from" toSource="spent_until" alwaysOn />,
  <DayInput key="spent_from" source="spent_from" alwaysOn />,
  <DayInput key="spent_until" source="spent_until" alwaysOn />,
  <ReferenceArrayInput key="member_id" source="member_id" reference="people" perPage={OPTIONS_PAGE_SIZE}>
    <AutocompleteArrayInput disableCloseOnSelect label="resources.expenses.fields.member_id" />
  </ReferenceArrayInput>,
  <ReferenceArrayInput key="card_id" source="card_id" reference="cards" perPage={OPTIONS_PAGE_SIZE}>
    <AutocompleteArrayInput disableCloseOnSelect label="resources.expenses.fields.card_id" />
  </ReferenceArrayInput>,
  <ReferenceArrayInput key="department_id" source="department_id" reference="departments" perPage={OPTIONS_PAGE_SIZE}>
    <AutocompleteArrayInput disableCloseOnSelect label="resources.expenses.fields.department_id" />
  </ReferenceArrayInput>,
  <ReferenceArrayInput
    key="category_id"
    source="category_id"
    reference="categories"
    perPage={OPTIONS_PAGE_SIZE}
    sort={{ field: 'tree', order: 'ASC' }}
  >
    <AutocompleteArrayInput disableCloseOnSelect label="resources.expenses.fields.category_id" optionText="name" />
  </ReferenceArrayInput>,
  <ReferenceArrayInput
    key="project_id"
    source="project_id"
    reference="projects"
    perPage={OPTIONS_PAGE_SIZE}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <AutocompleteArrayInput disableCloseOnSelect label="resources.expenses.fields.project_id" optionText="name" />
  </ReferenceArrayInput>,
  <ReferenceArrayInput key="tag_id" source="tag_id" reference="tags" perPage={OPTIONS_PAGE_SIZE} sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteArrayInput disableCloseOnSelect label="resources.expenses.fields.tag_id" optionText="name" />
  </ReferenceArrayInput>,
  // Exactly this merchant (a drill-down from the analytics sets it; `q` also matches parts of names).
  <TextInput key="merchant" source="merchant" />,
  <SelectInput key="has_receipt" source="has_receipt" choices={receiptChoices} />,
  <SelectInput key="missing_receipt" source="missing_receipt" choices={missingReceiptChoices} />,
  <SelectInput key="coded" source="coded" choices={codedChoices} />,
  <NumberInput key="amount_from" source="amount_from" step={0.01} validate={notNegative} />,
  <NumberInput key="amount_to" source="amount_to" step={0.01} validate={notNegative} />,
];
