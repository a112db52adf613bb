import { cloneElement, type ReactElement } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { FilterButton, FilterForm, ListContextProvider, ResourceContextProvider, useList, useTranslate, type RaRecord } from 'react-admin';
import { phoneFilters } from '../../layout/lists/phoneFilters';
import { useIsPhone } from '../../layout/lists/useIsPhone';
import { expenseFilters } from '../../resources/expenses/expenseFilters';
import { SHARED_FILTERS } from './analyticsLinks';

const K = 'spendboard.insights.analytics';

type FilterInput = ReactElement<{ source: string; alwaysOn?: boolean }>;

/** The filters the brief's users reach for first stay on the bar; the others are added from "Add filter". */
const ALWAYS_SHOWN: readonly string[] = ['status', 'member_id', 'card_id', 'department_id', 'category_id', 'merchant'];

/**
 * The expense list's own filter inputs (`expenseFilters`) that the analytics takes (`SHARED_FILTERS`),
 * in the list's order; its search and days are left out (the page's period is its days).
 */
export const ANALYTICS_FILTER_INPUTS = (expenseFilters as FilterInput[])
  .filter((input) => (SHARED_FILTERS as readonly string[]).includes(input.props.source))
  .map((input) => (ALWAYS_SHOWN.includes(input.props.source) ? cloneElement(input, { alwaysOn: true }) : input));

export type FilterState = {
  /** The shared filters, in the expense list's names and values. */
  values: Record<string, unknown>;
  /** The optional filters the user added to the bar (react-admin's `displayedFilters`). */
  displayed: Record<string, boolean>;
  /** Writes both to the URL (null removes them). */
  onChange: (values: Record<string, unknown>, displayed: Record<string, boolean>) => void;
};

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const withoutBlanks = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => !isBlank(value)));

/**
 * The page's filter bar: react-admin's `FilterForm` and `FilterButton` over the expense list's
 * inputs, as on the list, but in a list context whose filters are the page's URL (`filter`,
 * `displayedFilters`, the list's own parameter names) next to the page's other parameters.
 */
export const AnalyticsFilterBar = ({ values, displayed, onChange }: FilterState) => {
  const translate = useTranslate();
  // On a phone every filter sits behind "Add filter", as on the expense list.
  const inputs = phoneFilters(ANALYTICS_FILTER_INPUTS, useIsPhone());
  const list = useList<RaRecord>({ data: [], resource: 'expenses' });
  const context = {
    ...list,
    resource: 'expenses',
    filterValues: values,
    displayedFilters: displayed,
    setFilters: (next: Record<string, unknown>, nextDisplayed?: Record<string, boolean>) =>
      onChange(withoutBlanks(next), nextDisplayed ?? displayed),
    showFilter: (name: string, defaultValue: unknown) =>
      onChange(withoutBlanks({ ...values, [name]: defaultValue }), { ...displayed, [name]: true }),
    hideFilter: (name: string) => {
      const { [name]: _value, ...rest } = values;
      const { [name]: _shown, ...restShown } = displayed;
      onChange(rest, restShown);
    },
  };
  return (
    <ResourceContextProvider value="expenses">
      <ListContextProvider value={context}>
        <Stack direction="row" flexWrap="wrap" alignItems="flex-end" useFlexGap gap={1} sx={{ mt: 1 }}>
          <FilterForm filters={inputs} />
          <Stack direction="row" gap={1} alignItems="center">
            <FilterButton filters={inputs} disableSaveQuery />
            {Object.keys(values).length > 0 && (
              <Button size="small" onClick={() => onChange({}, {})}>
                {translate(`${K}.clear_filters`)}
              </Button>
            )}
          </Stack>
        </Stack>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};

/**
 * The company filter of a user of several companies: the active company, as the expense list's
 * figures are the active company's. Choosing another switches to it (the app's switcher flow,
 * confirmed), back on this page with the same filters.
 */
export const CompanyFilter = ({
  companies,
  activeId,
  onSwitch,
}: {
  companies: readonly { id: string; name: string }[];
  activeId: string | null;
  onSwitch: (companyId: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(`${K}.company`)}
      value={activeId ?? ''}
      onChange={(event) => event.target.value !== activeId && onSwitch(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      {companies.map((company) => (
        <MenuItem key={company.id} value={company.id}>
          {company.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
