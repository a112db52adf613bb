import { lazyView } from '../../layout/navigation/lazyView';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import { READ_INTEGRATIONS } from '../../domain/integrations';
import { catalogueEntry, permissionAccess, type PageManifest } from '../../layout/navigation/manifest';

const path = '/integration';

/** `/integration` (spec §2 Admin › General): the company's accounting connection, its imports and the category mapping. */
export const integrationPage = {
  path,
  component: lazyView(() => import('./IntegrationPage')),
  labelKey: 'spendboard.shell.routes.integration.label',
  catalogue: [
    catalogueEntry({
      id: 'integration',
      path,
      icon: ExtensionOutlined,
      group: 'admin_general',
      tags: ['erp', 'apps', 'connect', 'xero', 'quickbooks', 'zoho', 'netsuite', 'odoo', 'gl mapping'],
      access: permissionAccess(READ_INTEGRATIONS),
    }),
  ],
} satisfies PageManifest;
