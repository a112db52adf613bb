import WalletOutlined from '@mui/icons-material/WalletOutlined';
import { DataTable, SelectInput, useTranslate } from 'react-admin';
import type { PaymentMethod } from '../../api/schema';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { DefaultChip } from '../../layout/lists/DefaultChip';
import { paymentMethodCatalogue } from './paymentMethodCatalogue';
import { paymentMethodTypeChoices, paymentMethodTypeLabel } from './paymentMethodChoices';
import { paymentMethodListQuery } from './listQuery';

const Column = DataTable.Col<PaymentMethod>;

const MethodType = ({ method }: { method: PaymentMethod }) => {
  const translate = useTranslate();
  return <>{translate(paymentMethodTypeLabel(method.type))}</>;
};

/** `/settings/payment-methods`: the company's payment methods (read payment methods), the default first. */
const PaymentMethodList = () => (
  <CatalogueList
    query={paymentMethodListQuery}
    view={paymentMethodCatalogue}
    filters={[<SelectInput key="type" source="type" choices={paymentMethodTypeChoices} alwaysOn />]}
    emptyIcon={WalletOutlined}
    phoneSecondaryText={(method) => <MethodType method={method} />}
  >
    <Column source="name" />
    <Column source="type" render={(method) => <MethodType method={method} />} />
    <Column source="details" disableSort />
    <Column source="is_default" disableSort render={(method) => <DefaultChip isDefault={method.is_default} />} />
  </CatalogueList>
);

export default PaymentMethodList;
