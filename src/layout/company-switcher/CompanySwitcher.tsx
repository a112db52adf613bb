import { Box, Button, Drawer, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import CloseIcon from '@mui/icons-material/Close';
import { useGetIdentity, useTranslate } from 'react-admin';
import { CHOOSE_COMPANY_PATH, showsCompanySelector } from '../../domain/companySession';
import { REDIRECT_PARAM } from '../../domain/redirect';
import { BREAKPOINTS, COMPANY_DRAWER_WIDTH } from '../../domain/layout';
import { Link, useLocation } from 'react-router';
import { useDialogOpen } from '../navigation/useOpenUntilNavigation';
import { CompanyList } from './CompanyList';
import { SwitchCompanyConfirm, SwitchCompanyFailure } from './SwitchCompanyPrompts';
import { useActiveCompanyName } from './useActiveCompanyName';
import { useSwitchCompany } from './useSwitchCompany';

/** The app bar button showing the active company; none for tenant_specific users (spec §2). */
export const CompanySwitcher = () => {
  const { identity } = useGetIdentity();
  return showsCompanySelector(identity?.userType) ? <CompanySwitcherDrawer /> : null;
};

/** The button and its 'Companies' drawer. */
const CompanySwitcherDrawer = () => {
  const translate = useTranslate();
  const [open, setOpen] = useDialogOpen();
  const flow = useSwitchCompany();
  const { pathname, search } = useLocation();
  const activeName = useActiveCompanyName();
  // §9: 500px, full screen under 900px.
  const fullScreen = useMediaQuery(`(max-width:${BREAKPOINTS.drawerFullScreen - 0.05}px)`);
  const managePath = `${CHOOSE_COMPANY_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(pathname + search)}`;

  return (
    <>
      <Button
        color="inherit"
        startIcon={<BusinessIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`${translate('spendboard.companies.open')}: ${activeName ?? translate('spendboard.companies.title')}`}
        sx={{ textTransform: 'none', maxWidth: 240 }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {activeName ?? translate('spendboard.companies.title')}
        </Box>
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { sx: { width: fullScreen ? '100%' : COMPANY_DRAWER_WIDTH }, role: 'dialog', 'aria-labelledby': 'company-switcher-title' },
        }}
      >
        <Stack spacing={2} sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id="company-switcher-title" variant="h6" component="h2">
              {translate('spendboard.companies.title')}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button component={Link} to={managePath} onClick={() => setOpen(false)} variant="outlined" size="small">
                {translate('spendboard.companies.manage')}
              </Button>
              <IconButton aria-label={translate('spendboard.companies.close')} onClick={() => setOpen(false)}>
                <CloseIcon />
              </IconButton>
            </Stack>
          </Stack>
          <SwitchCompanyFailure flow={flow} />
          <CompanyList onSwitch={flow.request} />
        </Stack>
      </Drawer>
      <SwitchCompanyConfirm flow={flow} />
    </>
  );
};
