import { Box, Typography } from '@mui/material';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { useTranslate } from 'react-admin';

/** The company has no user (administrator) at all. */
export const AdministratorsEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
      <ManageAccountsOutlined sx={{ fontSize: 64, mb: 2 }} aria-hidden />
      <Typography component="h2" variant="h6" color="text.primary">
        {translate('spendboard.administrators.empty.title')}
      </Typography>
      <Typography variant="body2">{translate('spendboard.administrators.empty.message')}</Typography>
    </Box>
  );
};
