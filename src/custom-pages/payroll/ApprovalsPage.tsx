import ApprovalOutlined from '@mui/icons-material/ApprovalOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { DataTable, List, ResourceContextProvider, useLocaleState, useTranslate, Title } from 'react-admin';
import type { SalaryRun } from '../../api/schema';
import { DEFAULT_PAGE_SIZE } from '../../domain/layout';
import { ListPagination } from '../../layout/ListPagination';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { RowLink } from '../../layout/lists/RowLink';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { payrollPaths } from '../../resources/payroll-runs/paths';
import { monthLabel } from '../../resources/payroll-runs/payrollText';
import { RunActions } from '../../resources/payroll-runs/RunActions';

const Column = DataTable.Col<SalaryRun>;
const T = 'resources.payroll-runs';

/**
 * `/payroll/approvals` (issue 17): salary runs waiting for approval, each with the steps this user
 * may take; nobody is offered the approval of a run they prepared (they are told why).
 */
const ApprovalsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="spendboard.shell.routes.payroll_approvals.label" />
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.approvals.help`)}
      </Typography>
      <ResourceContextProvider value="payroll-runs">
        <List
          resource="payroll-runs"
          title={false}
          disableSyncWithLocation
          filter={{ status: 'in_review' }}
          perPage={DEFAULT_PAGE_SIZE}
          sort={{ field: 'month', order: 'ASC' }}
          actions={false}
          exporter={false}
          pagination={<ListPagination />}
          empty={<ListEmptyState icon={ApprovalOutlined} title={`${T}.approvals.empty.title`} message={`${T}.approvals.empty.message`} />}
          error={<ListErrorState />}
        >
          <ResponsiveDataTable<SalaryRun>
            rowLink={(run) => payrollPaths.detail(run.id)}
            phone={{
              primaryText: (run) => monthLabel(run.month, locale),
              secondaryText: (run) => run.prepared_by ?? '-',
              tertiaryText: (run) => <Money amount={run.totals.net_pay} currency={run.currency} />,
            }}
          >
            <Column
              source="month"
              render={(run) => (
                <RowLink to={payrollPaths.detail(run.id)} aria-label={translate(`${T}.open`, { month: monthLabel(run.month, locale) })}>
                  {monthLabel(run.month, locale)}
                </RowLink>
              )}
            />
            <Column source="employees" disableSort render={(run) => run.totals.employees} />
            <Column
              source="net_pay"
              disableSort
              render={(run) => <Money amount={run.totals.net_pay} currency={run.currency} />}
              {...AMOUNT_CELL}
            />
            <Column source="prepared_by" disableSort render={(run) => run.prepared_by ?? '-'} />
            <Column
              source="actions"
              label=""
              disableSort
              render={(run) => (
                // A click on the actions (or in their dialog, a React portal) is not a click on the row.
                <Box onClick={(event) => event.stopPropagation()}>
                  <RunActions run={run} />
                </Box>
              )}
            />
          </ResponsiveDataTable>
        </List>
      </ResourceContextProvider>
    </Stack>
  );
};

export default ApprovalsPage;
