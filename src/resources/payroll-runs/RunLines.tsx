import { Button } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, NumberInput, ResourceContextProvider, SearchInput, required, useCanAccess, useTranslate } from 'react-admin';
import type { SalaryRun, SalaryRunLine } from '../../api/schema';
import { validateAmount } from '../../domain/amounts';
import { DEFAULT_PAGE_SIZE } from '../../domain/layout';
import { isSalaryRunEditable } from '../../domain/salaryRuns';
import { formatIban } from '../../domain/uaeIdentifiers';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { ListPagination } from '../../layout/ListPagination';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { RUN_LINES_RESOURCE } from './lines';
import { runLineWriteAlso } from './payrollWrites';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';

const Column = DataTable.Col<SalaryRunLine>;
const T = 'resources.payroll-runs';
const L = `${T}.line_fields`;

/** A draft line's variable pay and unpaid leave days. */
const LineDialog = ({ run, line, onClose }: { run: SalaryRun; line: SalaryRunLine; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const applyWrittenRecord = useApplyWrittenRecord();
  return (
    <DialogForm
      open
      onClose={onClose}
      title={translate(`${T}.edit_line_title`, { name: line.name })}
      record={{ id: line.id, variable_pay: line.variable_pay, unpaid_leave_days: line.unpaid_leave_days }}
      onSubmit={async (values) => {
        const saved = await dataProvider.updateSalaryRunLine(run.id, line.id, {
          variable_pay: Number(values.variable_pay ?? 0),
          unpaid_leave_days: Number(values.unpaid_leave_days ?? 0),
        });
        applyWrittenRecord(RUN_LINES_RESOURCE, saved, runLineWriteAlso());
      }}
      successNotice={{ notice: 'salary_run_line_saved', args: { name: line.name } }}
    >
      <NumberInput source="variable_pay" label={`${L}.variable_pay`} step={0.01} min={0} validate={[required(), validateAmount]} />
      <NumberInput
        source="unpaid_leave_days"
        label={`${L}.unpaid_leave_days`}
        step={1}
        min={0}
        max={line.days_in_period}
        validate={required()}
        helperText={`${translate(`${L}.days_in_period`)}: ${line.days_in_period}`}
      />
    </DialogForm>
  );
};

const LineName = ({ line, editable, onEdit }: { line: SalaryRunLine; editable: boolean; onEdit: (line: SalaryRunLine) => void }) => {
  const translate = useTranslate();
  if (!editable) return <>{line.name}</>;
  return (
    <Button
      size="small"
      onClick={() => onEdit(line)}
      aria-label={translate(`${T}.edit_line`, { name: line.name })}
      sx={{ textTransform: 'none', p: 0, minWidth: 0, justifyContent: 'flex-start' }}
    >
      {line.name}
    </Button>
  );
};

/** The run's lines, 20 a page with search; a draft's line opens its variable pay and unpaid leave. */
export const RunLines = ({ run }: { run: SalaryRun }) => {
  const translate = useTranslate();
  const canEdit = useCanAccess({ resource: RUN_LINES_RESOURCE, action: 'edit' }).canAccess === true;
  const editable = canEdit && isSalaryRunEditable(run.status);
  const [editing, setEditing] = useState<SalaryRunLine | null>(null);
  return (
    <ResourceContextProvider value={RUN_LINES_RESOURCE}>
      <List
        resource={RUN_LINES_RESOURCE}
        title={false}
        disableSyncWithLocation
        queryOptions={{ meta: { pathParams: { id: String(run.id) } } }}
        perPage={DEFAULT_PAGE_SIZE}
        sort={{ field: 'name', order: 'ASC' }}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        actions={false}
        exporter={false}
        pagination={<ListPagination />}
        error={<ListErrorState />}
        aria-label={translate(`${T}.lines`)}
      >
        <ResponsiveDataTable<SalaryRunLine>
          phone={{
            primaryText: (line) => line.name,
            secondaryText: (line) => `${line.mohre_person_id} · ${translate(`${L}.unpaid_leave_days`)}: ${line.unpaid_leave_days}`,
            tertiaryText: (line) => <Money amount={line.net_pay} currency={run.currency} />,
          }}
        >
          <Column source="name" label={`${L}.name`} render={(line) => <LineName line={line} editable={editable} onEdit={setEditing} />} />
          <Column source="mohre_person_id" label={`${L}.mohre_person_id`} disableSort />
          <Column source="iban" label={`${L}.iban`} disableSort render={(line) => formatIban(line.iban)} sx={{ whiteSpace: 'nowrap' }} />
          <Column
            source="fixed_pay"
            label={`${L}.fixed_pay`}
            render={(line) => <Money amount={line.fixed_pay} currency={run.currency} />}
            {...AMOUNT_CELL}
          />
          <Column
            source="variable_pay"
            label={`${L}.variable_pay`}
            render={(line) => <Money amount={line.variable_pay} currency={run.currency} />}
            {...AMOUNT_CELL}
          />
          <Column source="unpaid_leave_days" label={`${L}.unpaid_leave_days`} />
          <Column source="days_in_period" label={`${L}.days_in_period`} disableSort />
          <Column
            source="net_pay"
            label={`${L}.net_pay`}
            render={(line) => <Money amount={line.net_pay} currency={run.currency} />}
            {...AMOUNT_CELL}
          />
        </ResponsiveDataTable>
      </List>
      {editing && <LineDialog run={run} line={editing} onClose={() => setEditing(null)} />}
    </ResourceContextProvider>
  );
};
