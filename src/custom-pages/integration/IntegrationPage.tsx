import { useEffect } from 'react';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import { MANAGE_INTEGRATIONS, READ_INTEGRATIONS } from '../../domain/integrations';
import { PermissionGate } from '../../layout/access';
import { useActiveCompanyName } from '../../layout/company-switcher/useActiveCompanyName';
import { usePermissions } from '../../providers/access/usePermissions';
import { CategoryMappingSection } from './CategoryMappingSection';
import { ConnectionSection } from './ConnectionSection';
import { ImportSection } from './ImportSection';
import { useIntegrationConnection } from './useIntegration';

const T = 'resources.integration';
const NAMES = [MANAGE_INTEGRATIONS];

/** The sections, read-only without `manage integrations`. */
const Sections = () => {
  const translate = useTranslate();
  const permissions = usePermissions(NAMES);
  const connection = useIntegrationConnection();
  const companyName = useActiveCompanyName() ?? '';
  if (permissions.isPending || connection.isPending) return <CircularProgress aria-label={translate('spendboard.loading')} />;
  if (connection.isError) return <Alert severity="error">{translate(`${T}.load_failed`)}</Alert>;
  const canManage = permissions.isPermitted(MANAGE_INTEGRATIONS);
  return (
    <Stack spacing={3}>
      {canManage ? null : <Alert severity="info">{translate(`${T}.read_only`)}</Alert>}
      <ConnectionSection connection={connection.data} companyName={companyName} canManage={canManage} />
      <ImportSection connection={connection.data} canManage={canManage} />
      <CategoryMappingSection canManage={canManage} />
    </Stack>
  );
};

/** `/integration` (Admin › General): the active company's accounting connection, imports and category mapping. */
const IntegrationPage = () => {
  const translate = useTranslate();
  const title = translate(`${T}.title`);
  useEffect(() => {
    document.title = `${title} · ${translate('spendboard.app_name')}`;
  }, [title, translate]);
  return (
    <PermissionGate permission={READ_INTEGRATIONS} gating="show_warning">
      <ResourceContextProvider value="integration">
        <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
          <Typography component="h1" variant="h5" fontWeight={700}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate(`${T}.intro`)}
          </Typography>
          <Sections />
        </Box>
      </ResourceContextProvider>
    </PermissionGate>
  );
};

export default IntegrationPage;
