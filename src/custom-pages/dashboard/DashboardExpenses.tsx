import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import { ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import type { Expense } from '../../api/schema';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { expensePaths } from '../../resources/expenses/paths';
import { EXPENSE_COLUMNS, useExpensePhoneRow, useExpenseRowLink, type ExpenseListColumn } from '../../resources/shared/expenses';
import type { DashboardSummary } from '../../providers/data/methods/dashboard';
import { DashboardLink } from './DashboardLink';
import { pendingApprovalsLink } from './dashboardLinks';

const K = 'spendboard.dashboard.expenses';
const COLUMNS: readonly ExpenseListColumn[] = ['spent_at', 'merchant', 'member', 'amount', 'status'];

/** A few expenses from the summary as the Expenses list shows them; a row opens the drawer (`?expense=`). */
const ExpenseRows = ({ expenses, empty }: { expenses: Expense[]; empty: string }) => {
  const translate = useTranslate();
  const rowLink = useExpenseRowLink();
  const phone = useExpensePhoneRow();
  const list = useList<Expense>({ data: expenses, resource: 'expenses' });
  return (
    <ResourceContextProvider value="expenses">
      <ListContextProvider value={list}>
        <ResponsiveDataTable<Expense>
          rowLink={rowLink}
          phone={phone}
          empty={
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
              {translate(empty)}
            </Typography>
          }
        >
          {COLUMNS.map((column) => EXPENSE_COLUMNS[column])}
        </ResponsiveDataTable>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};

const Section = ({
  id,
  title,
  intro,
  link,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  link: ReactNode;
  children: ReactNode;
}) => (
  <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} data-section={id} sx={{ p: 2, minWidth: 0 }}>
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
      <Typography id={`${id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {link}
    </Stack>
    {intro}
    {children}
  </Paper>
);

/** "Waiting on me" (for a holder of approve expenses) and the most recent expenses. */
export const DashboardExpenses = ({ summary }: { summary: DashboardSummary }) => {
  const translate = useTranslate();
  const { waiting_on_me: waiting, recent_expenses: recent } = summary;
  if (!waiting && !recent) return null;
  return (
    <Stack spacing={2}>
      {waiting && (
        <Section
          id="waiting-on-me"
          title={translate(`${K}.waiting.title`)}
          intro={
            <Typography variant="body2" color="text.secondary" data-waiting-count={waiting.count}>
              {translate(`${K}.waiting.count`, { smart_count: waiting.count })}
            </Typography>
          }
          link={
            <DashboardLink to={pendingApprovalsLink(summary)} sx={{ fontWeight: 600 }}>
              {translate(`${K}.waiting.link`)}
            </DashboardLink>
          }
        >
          <ExpenseRows expenses={waiting.expenses} empty={`${K}.waiting.empty`} />
        </Section>
      )}
      {recent && (
        <Section
          id="recent-expenses"
          title={translate(`${K}.recent.title`)}
          link={
            <DashboardLink to={expensePaths.list} sx={{ fontWeight: 600 }}>
              {translate(`${K}.recent.link`)}
            </DashboardLink>
          }
        >
          <ExpenseRows expenses={recent} empty={`${K}.recent.empty`} />
        </Section>
      )}
    </Stack>
  );
};
