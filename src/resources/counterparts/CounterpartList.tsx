import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { Chip } from '@mui/material';
import { DataTable, SelectInput, useTranslate } from 'react-admin';
import type { Counterpart } from '../../api/schema';
import { formatIban } from '../../domain/uaeIdentifiers';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { counterpartCatalogue } from './counterpartCatalogue';
import { counterpartListQuery } from './listQuery';

const Column = DataTable.Col<Counterpart>;

const onHoldChoices = [
  { id: 'true', name: 'resources.counterparts.hold_filter.on_hold' },
  { id: 'false', name: 'resources.counterparts.hold_filter.not_on_hold' },
];

/** "On hold" beside the shared status (active or archived): an active counterpart may be put on hold. */
const OnHoldChip = ({ counterpart }: { counterpart: Counterpart }) => {
  const translate = useTranslate();
  return counterpart.is_on_hold ? (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={translate('resources.counterparts.on_hold')}
      sx={{ color: 'text.primary' }}
    />
  ) : null;
};

const PaymentTerms = ({ counterpart }: { counterpart: Counterpart }) => {
  const translate = useTranslate();
  return <>{translate('resources.counterparts.days', { smart_count: counterpart.payment_terms_days })}</>;
};

/** `/settings/counterparts`: the company's vendors (read counterparts), by name. */
const CounterpartList = () => (
  <CatalogueList
    view={counterpartCatalogue}
    query={counterpartListQuery}
    filters={[<SelectInput key="is_on_hold" source="is_on_hold" choices={onHoldChoices} alwaysOn />]}
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
