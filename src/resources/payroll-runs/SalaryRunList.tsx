import PriceCheckOutlined from '@mui/icons-material/PriceCheckOutlined';
import { Chip, Stack } from '@mui/material';
import { useRef } from 'react';
import { DataTable, SelectInput, required, useDataProvider, useLocaleState, useRedirect, useTranslate } from 'react-admin';
import type { SalaryRun } from '../../api/schema';
import { SALARY_RUN_STATUSES } from '../../domain/contractLists';
import { formatDate } from '../../domain/dates';
import { statusChoices } from '../../domain/statusColors';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { CreatableList } from '../../layout/lists/CreatableList';
import { ResponsiveDataTable, type PhoneRow } from '../../layout/lists/ResponsiveDataTable';
import { RowLink } from '../../layout/lists/RowLink';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { StatusChip } from '../../layout/StatusChip';
import { payrollPaths } from './paths';
import { monthLabel, salaryMonthChoices } from './payrollText';
import { salaryRunListQuery } from './listQuery';
import { serverNow } from '../../providers/serverToday';

const Column = DataTable.Col<SalaryRun>;
const T = 'resources.payroll-runs';

const filters = [<SelectInput key="status" source="status" choices={statusChoices('salary_run', SALARY_RUN_STATUSES)} alwaysOn />];

/** Prepare the run of a month (one line per active employee); opens the new run. */
export const PrepareRunDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const redirect = useRedirect();
  const saved = useRef<SalaryRun | null>(null);
  const months = salaryMonthChoices(serverNow());
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={translate(`${T}.create_title`)}
      record={{ month: months[1] }}
      onSubmit={async (values) => {
        saved.current = (await dataProvider.create<SalaryRun>('payroll-runs', { data: { month: String(values.month) } })).data;
      }}
      successNotice={() => {
        const run = saved.current;
        if (run) setTimeout(() => redirect(payrollPaths.detail(run.id)));
        return { notice: 'salary_run_created', args: { month: run ? monthLabel(run.month, locale) : '' } };
      }}
    >
      <SelectInput
        source="month"
        label={`${T}.fields.month`}
        choices={months.map((id) => ({ id, name: monthLabel(id, locale) }))}
        translateChoice={false}
        validate={required()}
        helperText={`${T}.create_help`}
      />
    </DialogForm>
  );
};

export const RunLate = ({ run }: { run: SalaryRun }) => {
  const translate = useTranslate();
  return run.is_late ? <Chip size="small" color="error" label={translate(`${T}.late`)} /> : null;
};

/**
 * `/payroll/salary-processing` (issue 17): the company's salary runs, latest month first; Prepare run
 * (`?action=create`) makes a month's draft; a row opens the run.
 */
const SalaryRunList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone: PhoneRow<SalaryRun> = {
    primaryText: (run) => monthLabel(run.month, locale),
    secondaryText: (run) => translate(`spendboard.status.salary_run.${run.status}`),
    tertiaryText: (run) => <Money amount={run.totals.net_pay} currency={run.currency} />,
  };
  return (
    <CreatableList
      query={salaryRunListQuery}
      title="spendboard.shell.routes.payroll_salary.label"
      filters={filters}
      texts={T}
      emptyIcon={PriceCheckOutlined}
      createDialog={(dialog) => <PrepareRunDialog {...dialog} />}
    >
      <ResponsiveDataTable<SalaryRun> rowLink={(run) => payrollPaths.detail(run.id)} phone={phone}>
        <Column
          source="month"
          render={(run) => (
            <RowLink to={payrollPaths.detail(run.id)} aria-label={translate(`${T}.open`, { month: monthLabel(run.month, locale) })}>
              {monthLabel(run.month, locale)}
            </RowLink>
          )}
        />
        <Column
          source="status"
          render={(run) => (
            <Stack direction="row" spacing={1}>
              <StatusChip family="salary_run" status={run.status} />
              <RunLate run={run} />
            </Stack>
          )}
        />
        <Column source="employees" disableSort render={(run) => run.totals.employees} />
        <Column
          source="net_pay"
          disableSort
          render={(run) => <Money amount={run.totals.net_pay} currency={run.currency} />}
          {...AMOUNT_CELL}
        />
        <Column source="due_date" disableSort render={(run) => formatDate(run.due_date, 'date', locale)} />
        <Column source="prepared_by" disableSort render={(run) => run.prepared_by ?? '-'} />
      </ResponsiveDataTable>
    </CreatableList>
  );
};

export default SalaryRunList;
