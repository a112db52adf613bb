import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { Stack } from '@mui/material';
import { DataTable, SelectInput, useTranslate } from 'react-admin';
import type { InventoryItem } from '../../api/schema';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { inventoryCatalogue } from './inventoryCatalogue';
import { vatRateChoices, vatRateLabel } from './inventoryChoices';
import { ReorderChip } from './ReorderChip';
import { inventoryListQuery } from './listQuery';

const Column = DataTable.Col<InventoryItem>;

/** Prices are in the company's currency. */
const PRICE_CURRENCY = 'AED';

const VatRate = ({ item }: { item: InventoryItem }) => {
  const translate = useTranslate();
  return <>{translate(vatRateLabel(item.vat_rate))}</>;
};

const OnHand = ({ item }: { item: InventoryItem }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
    <span>{`${item.quantity_on_hand} ${item.unit}`}</span>
    <ReorderChip item={item} />
  </Stack>
);

/** `/settings/inventory`: the company's items (read inventory), by name; items to reorder say so. */
const InventoryList = () => (
  <CatalogueList
    view={inventoryCatalogue}
    query={inventoryListQuery}
    filters={[<SelectInput key="vat_rate" source="vat_rate" choices={vatRateChoices} alwaysOn />]}
    emptyIcon={Inventory2Outlined}
    phoneSecondaryText={(item) => <OnHand item={item} />}
  >
    <Column source="sku" />
    <Column source="name" />
    <Column source="unit_price" {...AMOUNT_CELL} render={(item) => <Money amount={item.unit_price} currency={PRICE_CURRENCY} showZero />} />
    <Column source="vat_rate" render={(item) => <VatRate item={item} />} />
    <Column source="quantity_on_hand" render={(item) => <OnHand item={item} />} />
    <Column source="reorder_level" />
  </CatalogueList>
);

export default InventoryList;
