import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { SwitchCompanyConfirm, SwitchCompanyFailure } from '../../layout/company-switcher/SwitchCompanyPrompts';
import { useCompanies } from '../../layout/company-switcher/useCompanies';
import { useSwitchCompany } from '../../layout/company-switcher/useSwitchCompany';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { getActiveCompanyId } from '../../providers/public/session';
import { AnalyticsControls } from './AnalyticsControls';
import { AnalyticsResult } from './AnalyticsResult';
import { samePageInCompany } from './analyticsLinks';
import { useAnalyticsState } from './useAnalyticsState';

const K = 'spendboard.insights.analytics';

/**
 * `/analytics_and_reports` (issue 16): the active company's spend over time (day, week, month; Dubai
 * days) or by category, department, merchant, card, person, project and, for users of several
 * companies, by company; against the previous or a chosen period; projects against their budget for
 * the period (spread over their dates), departments against their limit as it is (a limit has no
 * interval to spread it by: the table says so). Filters are the expense list's; every bar and row drills down to the expense list
 * with the same filters. The chart has its table view (a toggle; always there for screen readers).
 * The state lives in the URL (`useAnalyticsState`), the controls in `AnalyticsControls`, the answer in
 * `AnalyticsResult`; the company filter and a company's row switch the active company the way the
 * company switcher does. Every currency of the period totals in AED, each expense at its own day's rate.
 */
const AnalyticsPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  const companies = useCompanies();
  const { state, update, problems, valid, query, setFilters } = useAnalyticsState();
  const { pathname, search } = useLocation();
  // Where a company switch lands: set with the request, read when the user confirms it.
  const [switchTarget, setSwitchTarget] = useState<string>();
  const switchFlow = useSwitchCompany(switchTarget);
  const switchTo = (companyId: string, target: string) => {
    setSwitchTarget(target);
    switchFlow.request(companyId);
  };
  const activeCompanyId = getActiveCompanyId() ?? null;
  const spend = useQuery({
    queryKey: companyQueryKey('analytics', query),
    queryFn: () => dataProvider.getAnalyticsSpend(query),
    enabled: valid,
  });

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="spendboard.shell.routes.analytics.label" />
      <AnalyticsControls
        state={state}
        update={update}
        problems={problems}
        companies={companies.data ?? []}
        activeCompanyId={activeCompanyId}
        onSwitchCompany={(companyId) => switchTo(companyId, samePageInCompany(pathname, search))}
        onFilters={setFilters}
      />
      <SwitchCompanyFailure flow={switchFlow} />
      <SwitchCompanyConfirm flow={switchFlow} />
      {spend.isError && <Alert severity="error">{translate(`${K}.failed`)}</Alert>}
      {spend.data && (
        <AnalyticsResult
          data={spend.data}
          view={state.view}
          onView={(view) => update({ view: view === 'chart' ? null : view })}
          filter={state.filter}
          navigate={navigate}
          activeCompanyId={activeCompanyId}
          onCompany={switchTo}
        />
      )}
    </Stack>
  );
};

export default AnalyticsPage;
