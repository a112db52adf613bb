import StoreOutlined from '@mui/icons-material/StoreOutlined';
import { DataTable, SelectInput, useTranslate } from 'react-admin';
import type { Branch } from '../../api/schema';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { DefaultChip } from '../../layout/lists/DefaultChip';
import { branchCatalogue } from './branchCatalogue';
import { emirateChoices, emirateLabel } from './branchChoices';
import { branchListQuery } from './listQuery';

const Column = DataTable.Col<Branch>;

const Emirate = ({ branch }: { branch: Branch }) => {
  const translate = useTranslate();
  return <>{translate(emirateLabel(branch.emirate))}</>;
};

/** `/settings/branches`: the company's branches (read branches), the default (head office) first. */
const BranchList = () => (
  <CatalogueList
    query={branchListQuery}
    view={branchCatalogue}
    filters={[<SelectInput key="emirate" source="emirate" choices={emirateChoices} alwaysOn />]}
    emptyIcon={StoreOutlined}
    phoneSecondaryText={(branch) => `${branch.code} · ${branch.city}`}
  >
    <Column source="name" />
    <Column source="code" />
    <Column source="city" />
    <Column source="emirate" render={(branch) => <Emirate branch={branch} />} />
    <Column source="is_default" disableSort render={(branch) => <DefaultChip isDefault={branch.is_default} />} />
  </CatalogueList>
);

export default BranchList;
