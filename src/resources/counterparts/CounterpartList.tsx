import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { Chip } from '@mui/material';
import { BooleanInput, DataTable, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { formatIban } from '../../domain/uaeIdentifiers';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { counterpartCatalogue } from './counterpartCatalogue';

type Counterpart = components['schemas']['Counterpart'];

const Column = DataTable.Col<Counterpart>;

/** "On hold" beside the shared status (active or archived): an active counterpart may be put on hold. */
const OnHoldChip = ({ counterpart }: { counterpart: Counterpart }) => {
  const translate = useTranslate();
  return counterpart.is_on_hold ? <Chip size="small" color="warning" label={translate('resources.counterparts.on_hold')} /> : null;
};

const PaymentTerms = ({ counterpart }: { counterpart: Counterpart }) => {
  const translate = useTranslate();
  return <>{translate('resources.counterparts.days', { smart_count: counterpart.payment_terms_days })}</>;
};

/** `/settings/counterparts`: the company's vendors (read counterparts), by name. */
const CounterpartList = () => (
  <CatalogueList
    view={counterpartCatalogue}
    sort={{ field: 'name', order: 'ASC' }}
    filters={[<BooleanInput key="is_on_hold" source="is_on_hold" alwaysOn />]}
    emptyIcon={HandshakeOutlined}
    phoneSecondaryText={(counterpart) => counterpart.trn ?? counterpart.legal_name}
  >
    <Column source="name" />
    <Column source="trn" />
    <Column source="iban" disableSort render={(counterpart) => (counterpart.iban ? formatIban(counterpart.iban) : '-')} />
    <Column source="payment_terms_days" render={(counterpart) => <PaymentTerms counterpart={counterpart} />} />
    <Column source="is_on_hold" render={(counterpart) => <OnHoldChip counterpart={counterpart} />} />
  </CatalogueList>
);

export default CounterpartList;
