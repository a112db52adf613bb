import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { DataTable, SelectInput, useTranslate } from 'react-admin';
import type { GlAccount } from '../../api/schema';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { glAccountTypeChoices, glAccountTypeLabel } from './accountingChoices';
import { glAccountCatalogue } from './glAccountCatalogue';
import { glAccountListQuery } from './listQuery';

const Column = DataTable.Col<GlAccount>;

const TypeText = ({ account }: { account: GlAccount }) => <>{useTranslate()(glAccountTypeLabel(account.type))}</>;

/** The chart of accounts (read accounting), by code: the first tab of the accounting settings. */
export const GlAccountList = () => (
  <CatalogueList
    view={glAccountCatalogue}
    title="resources.accounting-settings.title"
    query={glAccountListQuery}
    filters={[<SelectInput key="type" source="type" choices={glAccountTypeChoices} alwaysOn />]}
    emptyIcon={AccountTreeOutlined}
    phoneSecondaryText={(account) => <TypeText account={account} />}
  >
    <Column source="code" />
    <Column source="name" />
    <Column source="type" render={(account) => <TypeText account={account} />} />
  </CatalogueList>
);
