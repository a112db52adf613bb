import { Chip } from '@mui/material';
import {
  DataTable,
  List,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  useTranslate,
} from 'react-admin';
import type { components } from '../../api/schema';
import { ListPagination } from '../../layout/ListPagination';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { maskCardNumber } from '../../domain/cards';
import { formatDate } from '../../domain/dates';
import { DEFAULT_PAGE_SIZE } from '../../domain/layout';
import { CardsEmpty } from './CardsEmpty';
import { cardStatusChoices, cardStatusLabel, cardTypeFilterChoices, cardTypeLabel, currencyChoices } from './cardChoices';

type Card = components['schemas']['Card'];

const Column = DataTable.Col<Card>;

const cardFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={cardStatusChoices} alwaysOn />,
  <SelectArrayInput key="type" source="type" choices={cardTypeFilterChoices} alwaysOn />,
  <SelectInput key="currency" source="currency" choices={currencyChoices} alwaysOn />,
];

const CardStatusChip = ({ card }: { card: Card }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate(cardStatusLabel(card.status))} />;
};

const CardType = ({ card }: { card: Card }) => {
  const translate = useTranslate();
  return <>{translate(cardTypeLabel(card.type))}</>;
};

const CardList = () => (
  <List
    perPage={DEFAULT_PAGE_SIZE}
    sort={{ field: 'created_at', order: 'DESC' }}
    filters={cardFilters}
    exporter={false}
    pagination={<ListPagination />}
    empty={<CardsEmpty />}
    error={<ListErrorState />}
  >
    <DataTable<Card> rowClick={false} bulkActionButtons={false}>
      <Column
        source="number"
        disableSort
        render={(card) => maskCardNumber(card.number)}
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      />
      <Column source="name" />
      <Column source="type" disableSort render={(card) => <CardType card={card} />} />
      <Column source="status" render={(card) => <CardStatusChip card={card} />} />
      <Column source="currency" disableSort />
      <Column source="last_charged_at" render={(card) => formatDate(card.last_charged_at)} />
      <Column source="expired_at" render={(card) => formatDate(card.expired_at)} />
    </DataTable>
  </List>
);

export default CardList;
