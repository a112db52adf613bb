import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { DataTable, ReferenceInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import type { PurchaseOrder } from '../../api/schema';
import { formatDate } from '../../domain/dates';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { purchaseOrderCatalogue } from './purchaseOrderCatalogue';
import { purchaseOrderListQuery } from './listQuery';

const Column = DataTable.Col<PurchaseOrder>;

const Day = ({ value }: { value: string | null }) => {
  const [locale] = useLocaleState();
  return <>{formatDate(value, 'date', locale)}</>;
};

const PhoneLine = ({ po }: { po: PurchaseOrder }) => {
  const translate = useTranslate();
  return (
    <>
      {po.vendor_name} · <Money amount={po.total} currency={po.currency} showZero /> ·{' '}
      {translate('resources.purchase-orders.line_count', { smart_count: po.lines.length })}
    </>
  );
};

/** `/settings/purchase-orders`: the company's purchase orders (read purchase orders), newest first. */
const PurchaseOrderList = () => (
  <CatalogueList
    view={purchaseOrderCatalogue}
    query={purchaseOrderListQuery}
    filters={[
      <ReferenceInput
        key="vendor_id"
        source="vendor_id"
        reference="counterparts"
        perPage={1000}
        sort={{ field: 'name', order: 'ASC' }}
        alwaysOn
      >
        <SelectInput optionText="name" label="resources.purchase-orders.fields.vendor_id" />
      </ReferenceInput>,
    ]}
    emptyIcon={ShoppingCartOutlined}
    phoneSecondaryText={(po) => <PhoneLine po={po} />}
  >
    <Column source="number" />
    <Column source="vendor_name" />
    <Column source="expected_date" render={(po) => <Day value={po.expected_date} />} />
    <Column source="total" {...AMOUNT_CELL} render={(po) => <Money amount={po.total} currency={po.currency} showZero />} />
    <Column
      source="billed_amount"
      {...AMOUNT_CELL}
      disableSort
      render={(po) => <Money amount={po.billed_amount} currency={po.currency} />}
    />
  </CatalogueList>
);

export default PurchaseOrderList;
