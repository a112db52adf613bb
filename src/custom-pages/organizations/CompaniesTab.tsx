import { Alert, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { getActiveCompanyId } from '../../providers/public/session';
import { showsCompanySelector } from '../../domain/companySession';
import { CompanyList, SwitchCompanyConfirm, SwitchCompanyFailure, useSwitchCompany } from '../../layout/company-switcher';
import { useActiveCompanyName } from '../../layout/company-switcher/useActiveCompanyName';

/**
 * The Companies tab: the user's companies with favourite/default/switch, so a user without an
 * active company can pick one. tenant_specific users see their company only (restricted view).
 */
export const CompaniesTab = ({ reloadTo }: { reloadTo?: string }) => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const flow = useSwitchCompany(reloadTo);
  const activeName = useActiveCompanyName();
  if (isPending) return null;
  if (!showsCompanySelector(identity?.userType)) {
    return <Alert severity="info">{translate('spendboard.organizations.restricted', { name: activeName ?? '—' })}</Alert>;
  }
  return (
    <Stack spacing={2}>
      {getActiveCompanyId() ? null : <Typography>{translate('spendboard.organizations.choose_company')}</Typography>}
      <SwitchCompanyFailure flow={flow} />
      <CompanyList onSwitch={flow.request} />
      <SwitchCompanyConfirm flow={flow} />
    </Stack>
  );
};
