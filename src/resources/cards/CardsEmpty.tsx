import { Box, Typography } from '@mui/material';
import CreditCardOffOutlined from '@mui/icons-material/CreditCardOffOutlined';
import { useTranslate } from 'react-admin';

/** The company has no card at all (a search with no match shows the table's own "no results"). */
export const CardsEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
      <CreditCardOffOutlined sx={{ fontSize: 64, mb: 2 }} aria-hidden />
      <Typography component="h2" variant="h6" color="text.primary">
        {translate('resources.cards.empty.title')}
      </Typography>
      <Typography variant="body2">{translate('resources.cards.empty.message')}</Typography>
    </Box>
  );
};
