import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import SubdirectoryArrowRightOutlined from '@mui/icons-material/SubdirectoryArrowRightOutlined';
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { DataTable, ReferenceField, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import type { Category, GlAccount } from '../../api/schema';
import { Money } from '../../layout/Money';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { glAccountOption } from '../accounting-settings/accountingChoices';
import { categoryCatalogue } from './categoryCatalogue';
import { useTopLevelCategories } from './useTopLevelCategories';
import { categoryListQuery } from './listQuery';

const Column = DataTable.Col<Category>;

/** The name, a child indented under its parent (the list is in tree order). */
const TreeName = ({ category }: { category: Category }) => {
  const translate = useTranslate();
  if (category.parent_id === null)
    return (
      <Box component="span" sx={{ fontWeight: 600 }}>
        {category.name}
      </Box>
    );
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, paddingInlineStart: 2 }}>
      <SubdirectoryArrowRightOutlined fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
      <span>{category.name}</span>
      <Box component="span" sx={visuallyHidden}>
        {translate('resources.categories.child_of', { parent: category.parent_name ?? '' })}
      </Box>
    </Box>
  );
};

/** The children of one parent. */
const ParentFilter = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const { choices, isPending } = useTopLevelCategories();
  return (
    <SelectInput source={source} choices={choices} optionText="name" isPending={isPending} label="resources.categories.filters.parent_id" />
  );
};

/** `/settings/categories`: the company's categories (read categories), each parent followed by its children. */
const CategoryList = () => (
  <CatalogueList
    view={categoryCatalogue}
    query={categoryListQuery}
    filters={[<ParentFilter key="parent_id" source="parent_id" alwaysOn />]}
    emptyIcon={CategoryOutlined}
    phoneSecondaryText={(category) => [category.code, category.parent_name].filter(Boolean).join(' · ')}
  >
    <Column source="name" render={(category) => <TreeName category={category} />} />
    <Column source="code" />
    <Column source="parent_name" disableSort />
    <Column
      source="gl_account_id"
      disableSort
      render={(category) =>
        category.gl_account_id === null ? (
          '-'
        ) : (
          <ReferenceField source="gl_account_id" reference="gl-accounts" link={false} record={category}>
            <GlAccountText />
          </ReferenceField>
        )
      }
    />
    <Column
      source="receipt_required_above"
      render={(category) => <Money amount={category.receipt_required_above} currency="AED" showZero />}
    />
  </CatalogueList>
);

const GlAccountText = () => {
  const account = useRecordContext<GlAccount>();
  return <>{account ? glAccountOption(account) : '-'}</>;
};

export default CategoryList;
