import { CreateButton, DataTable, FilterButton, List, TopToolbar, useTranslate } from 'react-admin';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { RowLink } from '../../layout/lists/RowLink';
import { phoneFilters } from '../../layout/lists/phoneFilters';
import { useIsPhone } from '../../layout/lists/useIsPhone';
import { cardPaths } from './paths';
import type { Card } from '../../api/schema';
import { ListPagination } from '../../layout/ListPagination';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { PermissionGate } from '../../layout/access';
import { maskCardNumber } from '../../domain/cards';
import { formatDate } from '../../domain/dates';
import { displayFullName } from '../../domain/display';
import { AMOUNT_CELL } from '../../layout/Money';
import { LimitCap } from '../shared/limits/LimitCap';
import CreditCardOffOutlined from '@mui/icons-material/CreditCardOffOutlined';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { StatusChip } from '../../layout/StatusChip';
import { cardTypeLabel } from './cardChoices';
import { cardFilters } from './cardFilters';
import { cardListQuery } from './listQuery';
import { useListQueryProps } from '../../layout/lists/listQuery';

const Column = DataTable.Col<Card>;

const CardType = ({ card }: { card: Card }) => {
  const translate = useTranslate();
  return <>{translate(cardTypeLabel(card.type))}</>;
};

const CardListActions = () => (
  <TopToolbar>
    <FilterButton />
    <PermissionGate permission="create cards">
      <CreateButton />
    </PermissionGate>
  </TopToolbar>
);

const holderName = (card: Card) => displayFullName(card.administrator?.first_name, card.administrator?.last_name);

const CardList = () => {
  const isPhone = useIsPhone();
  const listProps = useListQueryProps(cardListQuery);
  return (
    <List
      {...listProps}
      filters={phoneFilters(cardFilters, isPhone)}
      actions={<CardListActions />}
      exporter={false}
      pagination={<ListPagination />}
      empty={<ListEmptyState icon={CreditCardOffOutlined} title="resources.cards.empty.title" message="resources.cards.empty.message" />}
      error={<ListErrorState />}
    >
      <ResponsiveDataTable<Card>
        rowLink={(card) => cardPaths.detail(card.id)}
        phone={{
          primaryText: (card) => card.name,
          secondaryText: (card) => `${maskCardNumber(card.number)} · ${holderName(card)}`,
          tertiaryText: (card) => <StatusChip family="card" status={card.status} />,
        }}
      >
        <Column
          source="number"
          disableSort
          render={(card) => <RowLink to={cardPaths.detail(card.id)}>{maskCardNumber(card.number)}</RowLink>}
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        />
        <Column source="name" />
        <Column source="administrator" disableSort render={holderName} />
        <Column source="type" disableSort render={(card) => <CardType card={card} />} />
        <Column source="status" render={(card) => <StatusChip family="card" status={card.status} />} />
        <Column source="currency" disableSort />
        <Column source="limit" disableSort render={(card) => <LimitCap limit={card.limit} currency={card.currency} />} {...AMOUNT_CELL} />
        <Column source="last_charged_at" render={(card) => formatDate(card.last_charged_at)} />
        <Column source="expired_at" render={(card) => formatDate(card.expired_at)} />
      </ResponsiveDataTable>
    </List>
  );
};

export default CardList;
