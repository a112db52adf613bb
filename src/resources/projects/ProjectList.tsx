import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { DataTable, ReferenceField, SelectInput } from 'react-admin';
import type { Project } from '../../api/schema';
import { CURRENCIES } from '../../domain/contractLists';
import { formatDate } from '../../domain/dates';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { projectCatalogue } from './projectCatalogue';
import { projectListQuery } from './listQuery';

const Column = DataTable.Col<Project>;

const currencyChoices = CURRENCIES.map((currency) => ({ id: currency, name: currency }));

/** `/settings/projects`: the company's projects (read projects), by name. */
const ProjectList = () => (
  <CatalogueList
    view={projectCatalogue}
    query={projectListQuery}
    filters={[<SelectInput key="currency" source="currency" choices={currencyChoices} alwaysOn />]}
    emptyIcon={WorkOutlineOutlined}
    phoneSecondaryText={(project) => project.code}
  >
    <Column source="name" />
    <Column source="code" />
    <Column source="start_date" render={(project) => formatDate(project.start_date)} />
    <Column source="end_date" render={(project) => formatDate(project.end_date)} />
    <Column source="budget" {...AMOUNT_CELL} render={(project) => <Money amount={project.budget} currency={project.currency} />} />
    <Column source="owner_id" disableSort>
      <ReferenceField source="owner_id" reference="people" link={false} emptyText="-" />
    </Column>
  </CatalogueList>
);

export default ProjectList;
