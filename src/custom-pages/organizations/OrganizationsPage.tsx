import { Suspense } from 'react';
import { Box, Paper, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation, useSearchParams } from 'react-router';
import { REDIRECT_PARAM } from '../../domain/redirect';
import { NotYet } from '../../layout/placeholder/NotYet';
import { AssistantButton } from './assistant/AssistantButton';
import { CompaniesTab } from './CompaniesTab';
import { ORGANIZATION_TABS } from './organizationTabs';

/** `/organizations` and its tabs (spec §2): Companies, Team, My Portfolio and My Approval (issue 15). */
const OrganizationsPage = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const current = ORGANIZATION_TABS.find((tab) => tab.path === pathname.replace(/\/$/, '')) ?? ORGANIZATION_TABS[0];
  const isCompanies = current.path === ORGANIZATION_TABS[0].path;
  const Content = 'component' in current ? current.component : undefined;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: isCompanies ? 960 : 1400 }}>
      <Title title={translate('spendboard.organizations.title')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Tabs value={current.path} variant="scrollable" aria-label={translate('spendboard.organizations.title')} sx={{ minWidth: 0 }}>
          {ORGANIZATION_TABS.map((tab) => (
            <Tab key={tab.path} value={tab.path} label={translate(tab.labelKey)} component={Link} to={tab.path} />
          ))}
        </Tabs>
        <AssistantButton />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {isCompanies ? (
          <CompaniesTab reloadTo={searchParams.get(REDIRECT_PARAM) ?? undefined} />
        ) : Content ? (
          <Suspense fallback={null}>
            <Content />
          </Suspense>
        ) : (
          <NotYet label={translate(current.labelKey)} />
        )}
      </Paper>
    </Box>
  );
};

export default OrganizationsPage;
