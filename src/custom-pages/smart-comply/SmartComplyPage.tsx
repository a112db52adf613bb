import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PermissionGate } from '../../layout/access';
import { usePermissions } from '../../providers/access/usePermissions';
import { FlagsTab } from './FlagsTab';
import { RulesTab } from './RulesTab';
import { ScoresTab } from './ScoresTab';

const T = 'spendboard.compliance';
const MANAGE = 'manage compliance';
const NAMES = [MANAGE];
const TABS = ['flags', 'rules', 'scores'] as const;
type TabName = (typeof TABS)[number];

/** `/smart-comply` (Workbench, AI): flags ranked by risk, the policy rules with their simulator, the scores. */
const SmartComplyPage = () => {
  const translate = useTranslate();
  const title = translate(`${T}.title`);
  const [tab, setTab] = useState<TabName>('flags');
  const permissions = usePermissions(NAMES);
  useEffect(() => {
    document.title = `${title} · ${translate('spendboard.app_name')}`;
  }, [title, translate]);
  const canManage = permissions.isPermitted(MANAGE);
  return (
    <PermissionGate permission="read compliance" gating="show_warning">
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h1" variant="h5" fontWeight={700}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${T}.intro`)}
        </Typography>
        {permissions.isPending ? (
          <CircularProgress aria-label={translate('spendboard.loading')} />
        ) : (
          <>
            {canManage ? null : (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate(`${T}.read_only`)}
              </Alert>
            )}
            <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} aria-label={title} sx={{ mb: 2 }} variant="scrollable">
              {TABS.map((name) => (
                <Tab
                  key={name}
                  value={name}
                  label={translate(`${T}.tabs.${name}`)}
                  id={`comply-tab-${name}`}
                  aria-controls={`comply-panel-${name}`}
                />
              ))}
            </Tabs>
            <Box role="tabpanel" id={`comply-panel-${tab}`} aria-labelledby={`comply-tab-${tab}`}>
              {tab === 'flags' ? <FlagsTab canManage={canManage} /> : tab === 'rules' ? <RulesTab canManage={canManage} /> : <ScoresTab />}
            </Box>
          </>
        )}
      </Box>
    </PermissionGate>
  );
};

export default SmartComplyPage;
