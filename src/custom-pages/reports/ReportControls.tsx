import { Alert, Checkbox, FormControlLabel, FormGroup, MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { ReportFilterName } from '../../domain/reportCatalogue';
import { DayField } from '../../layout/inputs/DayField';
import { PeriodPresetSelect } from '../../layout/inputs/PeriodPresetSelect';
import { R } from './reportText';
import type { ReportsState } from './useReportsState';

/** The catalogue resource of each id filter, for its choices. */
const FILTER_CHOICES: Partial<Record<ReportFilterName, { resource: string; text: (record: Record<string, unknown>) => string }>> = {
  card_id: { resource: 'cards', text: (record) => String(record.name ?? `#${record.id}`) },
  member_id: { resource: 'people', text: (record) => `${record.first_name ?? ''} ${record.last_name ?? ''}`.trim() },
  department_id: { resource: 'departments', text: (record) => String(record.name ?? `#${record.id}`) },
  vendor_id: { resource: 'counterparts', text: (record) => String(record.name ?? `#${record.id}`) },
};

const IdFilter = ({
  name,
  value,
  onChange,
}: {
  name: ReportFilterName;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) => {
  const translate = useTranslate();
  const choices = FILTER_CHOICES[name]!;
  const { data = [] } = useGetList(choices.resource, { pagination: { page: 1, perPage: 500 } });
  return (
    <TextField
      select
      size="small"
      label={translate(`${R}.filters.${name}`)}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value="">{translate(`${R}.filters.any`)}</MenuItem>
      {data.map((record) => (
        <MenuItem key={record.id} value={String(record.id)}>
          {choices.text(record)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * The chosen report's filters (a period preset with its days, the catalogue's id filters), its columns to show, and
 * what it still needs before it can run (a required filter, the last day not before the first).
 */
export const ReportControls = ({ reports }: { reports: ReportsState }) => {
  const translate = useTranslate();
  const { kind, definition, filters, setFilters, setFilter, columns, setColumns, missing, reversed } = reports;
  return (
    <>
      <Stack direction="row" flexWrap="wrap" useFlexGap gap={2}>
        {definition.filters.includes('from') && definition.filters.includes('to') && (
          <PeriodPresetSelect from={filters.from} to={filters.to} onChange={(range) => setFilters({ ...filters, ...range })} />
        )}
        {definition.filters.map((filter) =>
          filter === 'from' || filter === 'to' ? (
            <DayField
              key={filter}
              size="small"
              label={translate(`${R}.filters.${kind === 'ap_ageing' && filter === 'to' ? 'as_of' : filter}`)}
              value={filters[filter] ?? ''}
              onChange={(day) => setFilter(filter, day || undefined)}
              error={filter === 'to' && reversed}
            />
          ) : (
            <IdFilter key={filter} name={filter} value={filters[filter]} onChange={(value) => setFilter(filter, value)} />
          ),
        )}
      </Stack>
      <FormGroup row aria-label={translate(`${R}.columns_label`)} sx={{ mt: 1 }}>
        {definition.columns.map((column) => (
          <FormControlLabel
            key={column.key}
            control={
              <Checkbox
                size="small"
                checked={columns.includes(column.key)}
                onChange={(event) =>
                  setColumns(
                    event.target.checked
                      ? definition.columns.map((each) => each.key).filter((key) => key === column.key || columns.includes(key))
                      : columns.filter((key) => key !== column.key),
                  )
                }
              />
            }
            label={translate(`${R}.columns.${column.key}`)}
          />
        ))}
      </FormGroup>
      {missing.length > 0 && (
        <Alert severity="info" role="status" sx={{ mt: 1 }}>
          {translate(`${R}.needs_filter`, { filter: missing.map((filter) => translate(`${R}.filters.${filter}`)).join(', ') })}
        </Alert>
      )}
      {reversed && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate(`${R}.reversed`)}
        </Alert>
      )}
    </>
  );
};
