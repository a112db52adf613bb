import { Alert, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Money } from '../../layout/Money';
import { mccLabel } from './mccCategories';
import { useHolderRestrictions } from './useCardControls';

/** What the card holder is restricted to; card controls can only narrow it. */
export const HolderRestrictions = ({ cardId }: { cardId: number }) => {
  const translate = useTranslate();
  const query = useHolderRestrictions(cardId);
  if (query.isPending) return null;
  if (query.isError) return <Alert severity="error">{translate('spendboard.cards.controls.holder_failed')}</Alert>;
  const restrictions = query.data;
  const everything = translate('spendboard.cards.controls.no_restriction');
  const categories = restrictions.allowed_mcc_categories.map((category) => translate(mccLabel(category))).join(', ');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="holder-restrictions-title" sx={{ p: 2 }}>
      <Typography id="holder-restrictions-title" variant="h6" component="h2" gutterBottom>
        {translate('spendboard.cards.controls.holder_title')}
      </Typography>
      <Typography variant="body2">
        {translate('resources.cards.fields.allowed_mcc_categories')}: {categories || everything}
      </Typography>
      <Typography variant="body2">
        {translate('resources.cards.fields.allowed_countries')}: {restrictions.allowed_countries.join(', ') || everything}
      </Typography>
      <Typography variant="body2">
        {translate('spendboard.cards.controls.single_transaction_limit')}:{' '}
        <Money amount={restrictions.single_transaction_limit} currency={restrictions.currency} />
      </Typography>
    </Paper>
  );
};
