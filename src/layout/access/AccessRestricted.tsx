import { Box, Typography } from '@mui/material';
import LockPersonOutlinedIcon from '@mui/icons-material/LockPersonOutlined';
import { useTranslate } from 'react-admin';
import { useRouteCatalogue } from '../navigation/RouteCatalogueContext';
import { refusedPermission } from './refusedPermission';
import { refusedPath } from './useRefusedPath';

/**
 * The show_warning screen (spec §6): icon, 'Access Restricted' and what was refused.
 * `action` is the refused permission (e.g. 'read card details'); without it, "access this page".
 */
export const AccessRestricted = ({ action }: { action?: string }) => {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
      <Box sx={{ width: 72, height: 72, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }} aria-hidden>
        <LockPersonOutlinedIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
      </Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {translate('spendboard.access.restricted_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {translate('spendboard.access.restricted_body', { action: action ?? translate('spendboard.access.this_page') })}
      </Typography>
    </Box>
  );
};

/** Admin's `accessDenied` page, where react-admin sends a refused resource page: names what it needed. */
const AccessDeniedPage = () => <AccessRestricted action={refusedPermission(refusedPath(), useRouteCatalogue().routes)} />;
export default AccessDeniedPage;
