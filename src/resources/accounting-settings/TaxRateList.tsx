import PercentOutlined from '@mui/icons-material/PercentOutlined';
import { DataTable, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import type { TaxRate } from '../../api/schema';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { taxRateTypeChoices, taxRateTypeLabel } from './accountingChoices';
import { taxRateCatalogue } from './taxRateCatalogue';
import { taxRateListQuery } from './listQuery';

const Column = DataTable.Col<TaxRate>;

const TypeText = ({ rate }: { rate: TaxRate }) => <>{useTranslate()(taxRateTypeLabel(rate.type))}</>;

/** 5 % / ٥٪ in the user's language. */
const Percent = ({ rate }: { rate: TaxRate }) => {
  const [locale] = useLocaleState();
  return <>{new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate.rate / 100)}</>;
};

/** The company's tax rates (read accounting), by name: UAE VAT 5 %, zero-rated and exempt to start with. */
export const TaxRateList = () => (
  <CatalogueList
    view={taxRateCatalogue}
    title="resources.accounting-settings.title"
    query={taxRateListQuery}
    filters={[<SelectInput key="type" source="type" choices={taxRateTypeChoices} alwaysOn />]}
    emptyIcon={PercentOutlined}
    phoneSecondaryText={(rate) => <Percent rate={rate} />}
  >
    <Column source="name" />
    <Column source="rate" render={(rate) => <Percent rate={rate} />} />
    <Column source="type" render={(rate) => <TypeText rate={rate} />} />
  </CatalogueList>
);
