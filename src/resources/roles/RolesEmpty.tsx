import { Box, Typography } from '@mui/material';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { useTranslate } from 'react-admin';

/** The company has no role at all. */
export const RolesEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
      <BadgeOutlined sx={{ fontSize: 64, mb: 2 }} aria-hidden />
      <Typography component="h2" variant="h6" color="text.primary">
        {translate('spendboard.roles.empty.title')}
      </Typography>
      <Typography variant="body2">{translate('spendboard.roles.empty.message')}</Typography>
    </Box>
  );
};
