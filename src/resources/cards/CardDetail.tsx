import { Alert, Box, CircularProgress } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { useGetOne, useTranslate } from 'react-admin';
import type { Card } from '../../api/cards';
import { cardOptionLabel } from '../../domain/cards';
import { DetailAccessGate } from '../../layout/access';
import { DetailTabsLayout } from '../../layout/detail/DetailTabsLayout';
import { CardControlsTab } from './CardControlsTab';
import { EntityExpenses } from '../shared/expenses';
import { CardOverview } from './CardOverview';
import { CardRenameButton } from './CardRenameButton';
import { CardTransfers } from './CardTransfers';
import { CARD_PARTIALS, cardTabs, isCardTab, type CardTab } from './cardTabs';

const TabContent = ({ tab, card }: { tab: CardTab; card: Card }) => {
  if (tab === 'cards-control') return <CardControlsTab card={card} />;
  if (tab === 'expenses') return <EntityExpenses filterField="card_id" id={card.id} emptyMessage="spendboard.cards.expenses.empty" />;
  if (tab === 'transfers') return <CardTransfers card={card} />;
  return <CardOverview card={card} />;
};

const CardDetailContent = ({ tab, id }: { tab: CardTab; id: string }) => {
  const translate = useTranslate();
  const { data: card, isPending, error } = useGetOne<Card>('cards', { id: Number(id), meta: { partials: CARD_PARTIALS } });
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={translate('spendboard.loading')} />
      </Box>
    );
  }
  if (error || !card) {
    const reason = error instanceof Error ? error.message : 'spendboard.cards.detail.not_found';
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(reason, { _: reason })}
      </Alert>
    );
  }
  const title = cardOptionLabel(card);
  return (
    <DetailTabsLayout
      title={title}
      tabs={cardTabs(id)}
      breadcrumbs={[{ label: translate('resources.cards.name', { smart_count: 2 }), path: '/cards' }, { label: title }]}
      actions={<CardRenameButton card={card} />}
    >
      <TabContent tab={tab} card={card} />
    </DetailTabsLayout>
  );
};

/** `/cards/{tab}/{cid}` (spec §2), behind read card details with the warning. */
const CardDetail = () => {
  const { tab, id } = useParams();
  if (!id || !isCardTab(tab)) return <Navigate to="/cards" replace />;
  return (
    <DetailAccessGate resource="cards">
      <CardDetailContent tab={tab} id={id} />
    </DetailAccessGate>
  );
};

export default CardDetail;
