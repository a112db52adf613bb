import AddOutlined from '@mui/icons-material/AddOutlined';
import PriceCheckOutlined from '@mui/icons-material/PriceCheckOutlined';
import { Button, Chip, Stack } from '@mui/material';
import { useRef } from 'react';
import {
  DataTable,
  List,
  ResourceContextProvider,
  SelectInput,
  TopToolbar,
  required,
  useCanAccess,
  useDataProvider,
  useLocaleState,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { SalaryRun } from '../../api/schema';
import { SALARY_RUN_STATUSES } from '../../domain/contractLists';
import { formatDate } from '../../domain/dates';
import { statusChoices } from '../../domain/statusColors';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { useCreateDialog } from '../../layout/dialogs/useCreateDialog';
import { ListPagination } from '../../layout/ListPagination';
import { ResponsiveDataTable, type PhoneRow } from '../../layout/lists/ResponsiveDataTable';
import { RowLink } from '../../layout/lists/RowLink';
import { phoneFilters } from '../../layout/lists/phoneFilters';
import { useIsPhone } from '../../layout/lists/useIsPhone';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { StatusChip } from '../../layout/StatusChip';
import { payrollPaths } from './paths';
import { monthLabel, salaryMonthChoices } from './payrollText';
import { useListQueryProps } from '../../layout/lists/listQuery';
import { salaryRunListQuery } from './listQuery';

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
  const months = salaryMonthChoices(new Date());
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

const Actions = ({ onCreate }: { onCreate: () => void }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'payroll-runs', action: 'create' });
  return (
    <TopToolbar>
      {canAccess && (
        <Button size="small" startIcon={<AddOutlined />} onClick={onCreate}>
          {translate(`${T}.create`)}
        </Button>
      )}
    </TopToolbar>
  );
};

/**
 * `/payroll/salary-processing` (issue 17): the company's salary runs, latest month first; Prepare run
 * (`?action=create`) makes a month's draft; a row opens the run.
 */
const SalaryRunList = () => {
  const listProps = useListQueryProps(salaryRunListQuery);
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createDialog = useCreateDialog();
  const phone: PhoneRow<SalaryRun> = {
    primaryText: (run) => monthLabel(run.month, locale),
    secondaryText: (run) => translate(`spendboard.status.salary_run.${run.status}`),
    tertiaryText: (run) => <Money amount={run.totals.net_pay} currency={run.currency} />,
  };
  return (
    <ResourceContextProvider value="payroll-runs">
      <List
        {...listProps}
        title="spendboard.shell.routes.payroll_salary.label"
        filters={phoneFilters(filters, isPhone)}
        actions={<Actions onCreate={createDialog.show} />}
        exporter={false}
        pagination={<ListPagination />}
        empty={
          <>
            <ListEmptyState
              icon={PriceCheckOutlined}
              title={`${T}.empty.title`}
              message={`${T}.empty.message`}
              action={
                <Button variant="contained" startIcon={<AddOutlined />} onClick={createDialog.show}>
                  {translate(`${T}.create`)}
                </Button>
              }
            />
            <PrepareRunDialog open={createDialog.open} onClose={createDialog.close} />
          </>
        }
        error={<ListErrorState />}
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
        <PrepareRunDialog open={createDialog.open} onClose={createDialog.close} />
      </List>
    </ResourceContextProvider>
  );
};

export default SalaryRunList;
