import { Chip } from '@mui/material';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import { DataTable, List, SearchInput, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { formatDate } from '../../domain/dates';
import { DEFAULT_PAGE_SIZE } from '../../domain/layout';
import { ListPagination } from '../../layout/ListPagination';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { emirateLabel } from './branchChoices';

type Branch = components['schemas']['Branch'];

const Column = DataTable.Col<Branch>;

const branchFilters = [<SearchInput key="q" source="q" alwaysOn />];

const BranchType = ({ branch }: { branch: Branch }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={branch.is_head_office ? 'filled' : 'outlined'}
      label={translate(branch.is_head_office ? 'resources.branches.type.head_office' : 'resources.branches.type.branch')}
    />
  );
};

const Emirate = ({ branch }: { branch: Branch }) => {
  const translate = useTranslate();
  return <>{translate(emirateLabel(branch.emirate))}</>;
};

/** `/settings/branches`: the company's branches (read branches); read-only, no detail page. */
const BranchList = () => (
  <List
    resource="branches"
    title="resources.branches.title"
    perPage={DEFAULT_PAGE_SIZE}
    filters={branchFilters}
    actions={false}
    exporter={false}
    pagination={<ListPagination />}
    empty={<ListEmptyState icon={StoreOutlined} title="resources.branches.empty.title" message="resources.branches.empty.message" />}
    error={<ListErrorState />}
  >
    <ResponsiveDataTable<Branch>
      phone={{
        primaryText: (branch) => branch.name,
        secondaryText: (branch) => `${branch.code} · ${branch.city}`,
        tertiaryText: (branch) => <BranchType branch={branch} />,
      }}
    >
      <Column source="name" disableSort />
      <Column source="code" disableSort />
      <Column source="city" disableSort />
      <Column source="emirate" disableSort render={(branch) => <Emirate branch={branch} />} />
      <Column source="is_head_office" disableSort render={(branch) => <BranchType branch={branch} />} />
      <Column source="created_at" disableSort render={(branch) => formatDate(branch.created_at)} />
    </ResponsiveDataTable>
  </List>
);

export default BranchList;
