import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { DataTable, useTranslate } from 'react-admin';
import type { Classification } from '../../api/schema';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { classificationCatalogue } from './classificationCatalogue';
import { classificationListQuery } from './listQuery';

const Column = DataTable.Col<Classification>;

/** 'Subject: invoice, tax invoice · Senders: du.ae', or that the classification catches what nothing else matches. */
const Rules = ({ classification }: { classification: Classification }) => {
  const translate = useTranslate();
  const parts = (['senders', 'subject_keywords', 'body_keywords'] as const)
    .filter((field) => classification[field].length > 0)
    .map((field) => `${translate(`resources.classifications.fields.${field}`)}: ${classification[field].join(', ')}`);
  return <>{parts.length > 0 ? parts.join(' · ') : translate('resources.classifications.no_rules')}</>;
};

/** `/settings/classifications`: the labels the mailbox gives incoming e-mails (read accounting), by priority. */
const ClassificationList = () => (
  <CatalogueList
    view={classificationCatalogue}
    query={classificationListQuery}
    emptyIcon={MarkEmailReadOutlined}
    phoneSecondaryText={(classification) => <Rules classification={classification} />}
  >
    <Column source="priority" />
    <Column source="name" />
    <Column
      label="resources.classifications.fields.rules"
      disableSort
      render={(classification) => <Rules classification={classification} />}
    />
  </CatalogueList>
);

export default ClassificationList;
