import { Alert, Button, Card, CardContent, List, ListItem, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLocaleState, useTranslate, Title } from 'react-admin';
import type { components, SalaryRun } from '../../api/schema';
import { Money } from '../../layout/Money';
import { StatusChip } from '../../layout/StatusChip';
import { familyQueryKeys } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { payrollPaths } from '../../resources/payroll-runs/paths';
import { monthLabel } from '../../resources/payroll-runs/payrollText';

type Problem = components['schemas']['PayrollSummary']['problems'][number];
const T = 'resources.payroll-runs';
const O = `${T}.overview`;

const RunCard = ({ id, label, run }: { id: string; label: string; run: SalaryRun | null }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ flex: 1, minWidth: 240 }}>
      <CardContent>
        <Typography id={id} variant="overline" component="h2">
          {label}
        </Typography>
        {run ? (
          <Stack spacing={1} alignItems="flex-start">
            <Typography variant="h6" component="p">
              {monthLabel(run.month, locale)}
            </Typography>
            <StatusChip family="salary_run" status={run.status} />
            <Typography variant="body1" component="p">
              <Money amount={run.totals.net_pay} currency={run.currency} showZero /> · {run.totals.employees}
            </Typography>
            <Button
              component={Link}
              to={payrollPaths.detail(run.id)}
              size="small"
              aria-label={`${translate(`${O}.open_run`)}: ${monthLabel(run.month, locale)}`}
            >
              {translate(`${O}.open_run`)}
            </Button>
          </Stack>
        ) : (
          <Typography color="text.secondary">{translate(`${O}.none`)}</Typography>
        )}
      </CardContent>
    </Card>
  );
};

/** Where a problem is fixed. */
const fixPath = (problem: Problem) =>
  problem.run_id !== null
    ? payrollPaths.detail(problem.run_id)
    : problem.kind === 'employer_account'
      ? payrollPaths.bankAccount
      : problem.kind === 'late_run'
        ? payrollPaths.list
        : payrollPaths.employees;

/** `/payroll` (issue 17): the next and the last paid run, the totals and the open problems, each with a link to fix it. */
const PayrollOverviewPage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const summary = useQuery({ queryKey: familyQueryKeys.payroll('summary'), queryFn: () => dataProvider.payrollSummary() });
  const data = summary.data;
  if (!data) return null;
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title="spendboard.shell.routes.payroll.label" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <RunCard id="payroll-next-run" label={translate(`${O}.next_run`)} run={data.next_run} />
        <RunCard id="payroll-last-run" label={translate(`${O}.last_run`)} run={data.last_run} />
        <Card variant="outlined" component="section" aria-labelledby="payroll-employees-total" sx={{ flex: 1, minWidth: 240 }}>
          <CardContent>
            <Typography id="payroll-employees-total" variant="overline" component="h2">
              {translate(`${O}.employees`)}
            </Typography>
            <Typography variant="h6" component="p">
              {data.employees}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`${O}.active_employees`, { count: data.active_employees })}
            </Typography>
            <Typography variant="body2" mt={1}>
              {translate(`${O}.monthly_fixed_pay`)}: <Money amount={data.monthly_fixed_pay} currency="AED" showZero />
            </Typography>
          </CardContent>
        </Card>
      </Stack>
      <section aria-labelledby="payroll-problems-title">
        <Typography id="payroll-problems-title" variant="h6" component="h2" mb={1}>
          {translate(`${O}.problems`)}
        </Typography>
        {data.problems.length === 0 ? (
          <Alert severity="success" role="status">
            {translate(`${O}.no_problems`)}
          </Alert>
        ) : (
          <List disablePadding>
            {data.problems.map((problem, index) => (
              <ListItem key={`${problem.kind}-${problem.run_id ?? index}`} disableGutters>
                <Alert
                  severity={problem.kind === 'employee_data' ? 'warning' : 'error'}
                  sx={{ width: '100%' }}
                  action={
                    <Button component={Link} to={fixPath(problem)} color="inherit" size="small">
                      {translate(`${O}.fix`)}
                    </Button>
                  }
                >
                  {translate(`${O}.problem.${problem.kind}`)}
                </Alert>
              </ListItem>
            ))}
          </List>
        )}
      </section>
    </Stack>
  );
};

export default PayrollOverviewPage;
