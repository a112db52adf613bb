import { Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useLocation, useNavigate, useTranslate, type Identifier } from 'react-admin';
import { RightDrawer } from '../../../layout/drawer/RightDrawer';
import { lazyView, usePreloadWhenIdle } from '../../../layout/navigation/lazyView';

/**
 * The drawer's content, its own chunk, so a page with expense rows does not carry the decision,
 * receipt, coding and trail parts on the way to its first row: fetched once the page is idle after
 * opening (or at once when it opens with an expense), so a click on a row finds it there.
 */
const ExpenseDetails = lazyView(() => import('./ExpenseDetails'));

/** The query parameter that opens an expense in the drawer: `/cards/expenses/18?expense=501`. */
export const EXPENSE_PARAM = 'expense';

/** Where an expense row's link goes: the same page with its query (a list's filters), the expense open in the drawer. */
export function expenseLink(location: { pathname: string; search: string }, id: Identifier): string {
  const params = new URLSearchParams(location.search);
  params.set(EXPENSE_PARAM, String(id));
  return `${location.pathname}?${params.toString()}`;
}

const Loading = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={translate('spendboard.loading')} />
    </Box>
  );
};

/** The expense named by `?expense=` in the right drawer; closing it drops the parameter. */
export const ExpenseDrawer = () => {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const id = params.get(EXPENSE_PARAM);
  usePreloadWhenIdle(ExpenseDetails);
  const close = () => {
    params.delete(EXPENSE_PARAM);
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  };
  return (
    <RightDrawer id="expense" preset="wide" title={translate('spendboard.expenses.detail.title')} open={id !== null} onClose={close}>
      {id !== null && (
        <Suspense fallback={<Loading />}>
          <ExpenseDetails id={id} />
        </Suspense>
      )}
    </RightDrawer>
  );
};
