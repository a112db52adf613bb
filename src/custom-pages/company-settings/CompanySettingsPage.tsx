import { useEffect, type ComponentType } from 'react';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import {
  COMPANY_SETTINGS_PAGE_PERMISSION,
  COMPANY_SETTINGS_PERMISSION_NAMES,
  COMPANY_SETTINGS_SECTIONS,
  sectionAccess,
  type CompanySettingsSection,
} from '../../domain/companySettings';
import { PermissionGate } from '../../layout/access';
import { usePermissions } from '../../providers/access/usePermissions';
import { AccountInformationSection } from './AccountInformationSection';
import { CardCurrencySection } from './CardCurrencySection';
import { CardTypeSection } from './CardTypeSection';
import { CompanyInformationSection } from './CompanyInformationSection';
import { CorporateWalletSection } from './CorporateWalletSection';
import { DarkModeSection } from './DarkModeSection';
import { FirmSecuritySection } from './FirmSecuritySection';
import { ExpenseNotificationsSection } from './ExpenseNotificationsSection';
import { SupportSection } from './SupportSection';
import { TransferApprovalSection } from './TransferApprovalSection';

const SECTION_FORMS: Record<CompanySettingsSection, ComponentType<{ readOnly: boolean }>> = {
  company_information: CompanyInformationSection,
  corporate_wallet: CorporateWalletSection,
  account_information: AccountInformationSection,
  transfer_approval_department: TransferApprovalSection,
  expense_notifications: ExpenseNotificationsSection,
  card_currency: CardCurrencySection,
  card_type: CardTypeSection,
  dark_mode: DarkModeSection,
  support: SupportSection,
};

/** Each section the user may read, read-only unless they may change it; the others are left out. */
const Sections = () => {
  const translate = useTranslate();
  const permissions = usePermissions(COMPANY_SETTINGS_PERMISSION_NAMES);
  if (permissions.isPending) return <CircularProgress aria-label={translate('spendboard.loading')} />;
  return (
    <Stack spacing={3}>
      {COMPANY_SETTINGS_SECTIONS.map((section) => {
        const access = sectionAccess(section, permissions.isPermitted);
        if (access === 'hidden') return null;
        const SectionForm = SECTION_FORMS[section];
        return <SectionForm key={section} readOnly={access === 'read_only'} />;
      })}
      {permissions.isPermitted('read company information') && (
        <FirmSecuritySection mayUpdate={permissions.isPermitted('update company information')} />
      )}
    </Stack>
  );
};

/** `/settings/company-settings` (Admin › General and the profile menu): the active company's settings. */
const CompanySettingsPage = () => {
  const translate = useTranslate();
  const title = translate('resources.company-settings.title');
  useEffect(() => {
    document.title = `${title} · ${translate('spendboard.app_name')}`;
  }, [title, translate]);
  return (
    <PermissionGate permission={COMPANY_SETTINGS_PAGE_PERMISSION} gating="show_warning">
      <ResourceContextProvider value="company-settings">
        <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
          <Typography component="h1" variant="h5" fontWeight={700}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate('resources.company-settings.intro')}
          </Typography>
          <Sections />
        </Box>
      </ResourceContextProvider>
    </PermissionGate>
  );
};

export default CompanySettingsPage;
