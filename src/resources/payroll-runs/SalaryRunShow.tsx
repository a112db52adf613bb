import { Alert, Paper, Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SalaryRun } from '../../api/schema';
import { formatDate } from '../../domain/dates';
import { DetailTabsLayout } from '../../layout/detail/DetailTabsLayout';
import { Fact } from '../../layout/detail/Fact';
import { ShowRecord } from '../../layout/detail/ShowRecord';
import { Money } from '../../layout/Money';
import { StatusChip } from '../../layout/StatusChip';
import { payrollPaths } from './paths';
import { monthLabel } from './payrollText';
import { RunActions } from './RunActions';
import { RunLines } from './RunLines';
import { RunLate } from './SalaryRunList';
import { SifCheckPanel } from './SifCheckPanel';

const T = 'resources.payroll-runs';
const F = `${T}.fields`;

const RunFacts = ({ run }: { run: SalaryRun }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const day = (value: string | null, format: 'date' | 'dateTime' = 'date') => (value ? formatDate(value, format, locale) : '-');
  const money = (amount: number) => <Money amount={amount} currency={run.currency} showZero />;
  return (
    <Stack spacing={2}>
      {run.status === 'rejected' && run.bank_message && (
        <Alert severity="error" role="status">
          {run.bank_message}
        </Alert>
      )}
      {run.is_late && (
        <Alert severity="warning" role="status">
          {translate(`${T}.late_help`, { date: day(run.due_date) })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Fact label={translate(`${F}.status`)}>
            <Stack direction="row" spacing={1}>
              <StatusChip family="salary_run" status={run.status} />
              <RunLate run={run} />
            </Stack>
          </Fact>
          <Fact label={translate(`${F}.pay_period`)}>{`${day(run.pay_start)} – ${day(run.pay_end)}`}</Fact>
          <Fact label={translate(`${F}.due_date`)}>{day(run.due_date)}</Fact>
          <Fact label={translate(`${F}.prepared_by`)}>{run.prepared_by ?? '-'}</Fact>
          <Fact label={translate(`${F}.approved_by`)}>{run.approved_by ?? '-'}</Fact>
          {run.bank_message && run.status !== 'rejected' && <Fact label={translate(`${F}.bank_message`)}>{run.bank_message}</Fact>}
          {run.paid_at && <Fact label={translate(`${F}.paid_at`)}>{day(run.paid_at, 'dateTime')}</Fact>}
          {run.posted_at && <Fact label={translate(`${F}.posted_at`)}>{day(run.posted_at, 'dateTime')}</Fact>}
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="run-totals-title" sx={{ p: 2 }}>
        <Typography id="run-totals-title" variant="h6" component="h2" mb={1}>
          {translate(`${T}.totals`)}
        </Typography>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Fact label={translate(`${F}.employees`)}>{run.totals.employees}</Fact>
          <Fact label={translate(`${F}.fixed_income`)}>{money(run.totals.fixed_income)}</Fact>
          <Fact label={translate(`${F}.variable_pay`)}>{money(run.totals.variable_pay)}</Fact>
          <Fact label={translate(`${F}.unpaid_leave_deduction`)}>{money(run.totals.unpaid_leave_deduction)}</Fact>
          <Fact label={translate(`${F}.net_pay`)}>
            <span data-testid="run-net-pay">{money(run.totals.net_pay)}</span>
          </Fact>
        </Stack>
      </Paper>
      <SifCheckPanel run={run} />
      <section aria-labelledby="run-lines-title">
        <Typography id="run-lines-title" variant="h6" component="h2">
          {translate(`${T}.lines`)}
        </Typography>
        <RunLines run={run} />
      </section>
    </Stack>
  );
};

/** `/payroll/salary-processing/overview/{id}`: one salary run — its figures, the SIF check or file, its lines and the steps this user may take. */
const SalaryRunShow = () => {
  const { tab, id } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!id || tab !== 'overview') return <Navigate to={payrollPaths.list} replace />;
  return (
    <ShowRecord<SalaryRun> resource="payroll-runs" id={Number(id)} notFound={{ kind: 'salary_run', listPath: payrollPaths.list }}>
      {(run) => {
        const title = translate(`${T}.detail_title`, { month: monthLabel(run.month, locale) });
        return (
          <DetailTabsLayout
            title={title}
            tabs={[{ label: `${T}.tabs.overview`, path: payrollPaths.detail(run.id) }]}
            breadcrumbs={[{ label: translate(`${T}.title`), path: payrollPaths.list }, { label: title }]}
            actions={<RunActions run={run} />}
          >
            <RunFacts run={run} />
          </DetailTabsLayout>
        );
      }}
    </ShowRecord>
  );
};

export default SalaryRunShow;
