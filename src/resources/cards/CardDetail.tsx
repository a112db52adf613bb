import { Navigate, useParams } from 'react-router';
import { useTranslate } from 'react-admin';
import type { Card } from '../../api/schema';
import { cardOptionLabel } from '../../domain/cards';
import { DetailAccessGate } from '../../layout/access';
import { DetailTabsLayout } from '../../layout/detail/DetailTabsLayout';
import { ShowRecord } from '../../layout/detail/ShowRecord';
import { EntityExpenses } from '../shared/expenses';
import { CardControlsTab } from './CardControlsTab';
import { CardOverview } from './CardOverview';
import { CardRenameButton } from './CardRenameButton';
import { CardTransfers } from './CardTransfers';
import { cardPaths } from './paths';
import { CARD_PARTIALS, cardTabs, isCardTab, type CardTab } from './cardTabs';

const TabContent = ({ tab, card }: { tab: CardTab; card: Card }) => {
  if (tab === 'cards-control') return <CardControlsTab card={card} />;
  if (tab === 'expenses') return <EntityExpenses filterField="card_id" id={card.id} emptyMessage="spendboard.cards.expenses.empty" />;
  if (tab === 'transfers') return <CardTransfers card={card} />;
  return <CardOverview card={card} />;
};

const CardDetailContent = ({ tab, id, card }: { tab: CardTab; id: string; card: Card }) => {
  const translate = useTranslate();
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
      <ShowRecord<Card>
        resource="cards"
        id={Number(id)}
        meta={{ partials: CARD_PARTIALS }}
        notFound={{ kind: 'card', listPath: cardPaths.list }}
      >
        {(card) => <CardDetailContent tab={tab} id={id} card={card} />}
      </ShowRecord>
    </DetailAccessGate>
  );
};

export default CardDetail;
