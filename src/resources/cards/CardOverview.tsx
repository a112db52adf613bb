import { Box, Card as Panel, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Card } from '../../api/schema';
import { cardLast4, CARD_NUMBER_MASK, maskCardNumber } from '../../domain/cards';
import { isCardClosed } from '../../domain/cardActions';
import { formatDate } from '../../domain/dates';
import { displayFullName } from '../../domain/display';
import { LimitEditor } from '../shared/limits';
import { cardTypeLabel } from './cardChoices';
import { CardQuickActions } from './CardQuickActions';
import { cardLimitAlso } from './cardWrites';
import { StatusChip } from '../../layout/StatusChip';

const Line = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box>
    <Typography variant="caption" component="div" sx={{ opacity: 0.8 }}>
      {label}
    </Typography>
    <Typography variant="body1">{children}</Typography>
  </Box>
);

/** The card face: last 4 digits, holder, expiry and type. */
const CardFace = ({ card }: { card: Card }) => {
  const translate = useTranslate();
  const holder = card.administrator
    ? displayFullName(card.administrator.first_name, card.administrator.last_name)
    : displayFullName(null, null);
  return (
    <Panel
      component="section"
      aria-label={translate('spendboard.cards.overview.face')}
      sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', maxWidth: 380, borderRadius: 3 }}
    >
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums', letterSpacing: 2 }}>
          {`${CARD_NUMBER_MASK} ${CARD_NUMBER_MASK} ${CARD_NUMBER_MASK} ${cardLast4(card.number)}`}
        </Typography>
        <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
          <Line label={translate('resources.cards.fields.administrator')}>{holder}</Line>
          <Line label={translate('resources.cards.fields.expired_at')}>{formatDate(card.expired_at)}</Line>
          <Line label={translate('resources.cards.fields.type')}>{translate(cardTypeLabel(card.type))}</Line>
        </Stack>
      </CardContent>
    </Panel>
  );
};

/** Overview tab: face, status, quick actions and the limit with its editor. */
export const CardOverview = ({ card }: { card: Card }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  // The saved limit is already in its cache (useSaveLimit); the card's figures and the other limits follow.
  const limitSaved = () => Promise.all(cardLimitAlso().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return (
    <Stack spacing={3}>
      <CardFace card={card} />
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.cards.fields.status')}
        </Typography>
        <StatusChip family="card" status={card.status} />
        <Typography variant="body2" color="text.secondary">
          {translate('resources.cards.fields.currency')}: {card.currency}
        </Typography>
      </Stack>
      <CardQuickActions card={card} />
      <LimitEditor
        entity="card"
        id={card.id}
        ownerName={maskCardNumber(card.number)}
        readOnly={isCardClosed(card.status)}
        onSaved={() => void limitSaved()}
      />
    </Stack>
  );
};
