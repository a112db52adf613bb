import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { DataTable, SelectInput } from 'react-admin';
import type { Tag } from '../../api/schema';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { tagCatalogue } from './tagCatalogue';
import { tagColourChoices } from './tagChoices';
import { TagColour } from './TagColour';
import { tagListQuery } from './listQuery';

const Column = DataTable.Col<Tag>;

/** `/settings/tags`: the company's tags (read tags), by name. */
const TagList = () => (
  <CatalogueList
    view={tagCatalogue}
    query={tagListQuery}
    filters={[<SelectInput key="colour" source="colour" choices={tagColourChoices} alwaysOn />]}
    emptyIcon={LocalOfferOutlined}
    phoneSecondaryText={(tag) => tag.group}
  >
    <Column source="name" />
    <Column source="colour" render={(tag) => <TagColour colour={tag.colour} />} />
    <Column source="group" />
  </CatalogueList>
);

export default TagList;
