import { lazyView } from '../../layout/navigation/lazyView';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { COMPANY_SETTINGS_PAGE_PERMISSION } from '../../domain/companySettings';
import { catalogueEntry, permissionAccess, type PageManifest } from '../../layout/navigation/manifest';

const path = '/settings/company-settings';

/** `/settings/company-settings` (spec §2 Admin › General, and the profile menu). */
export const companySettingsPage = {
  path,
  component: lazyView(() => import('./CompanySettingsPage')),
  labelKey: 'spendboard.shell.profile.company_settings',
  catalogue: [
    catalogueEntry({
      id: 'company_settings',
      path,
      icon: BusinessOutlined,
      group: 'admin_general',
      tags: ['company', 'profile', 'preferences', 'trn', 'iban', 'wallet', 'dark mode', 'support'],
      access: permissionAccess(COMPANY_SETTINGS_PAGE_PERMISSION),
    }),
  ],
} satisfies PageManifest;
