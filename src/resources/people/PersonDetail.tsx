import { Navigate, useParams } from 'react-router';
import { useTranslate } from 'react-admin';
import type { Member } from '../../api/schema';
import { DetailAccessGate } from '../../layout/access';
import { DetailTabsLayout } from '../../layout/detail/DetailTabsLayout';
import { ShowRecord } from '../../layout/detail/ShowRecord';
import { useCardServicesState } from '../../providers/access/useCardServicesState';
import { displayFullName } from '../../domain/display';
import { EntityExpenses } from '../shared/expenses';
import { PersonCards } from './PersonCards';
import { PersonOverview } from './PersonOverview';
import { PersonTransfer } from './PersonTransfer';
import { PersonActions } from './PersonActions';
import { personPaths } from './paths';
import { isPersonTab, PERSON_PARTIALS, personTabs, type PersonTab } from './personTabs';

const TabContent = ({ tab, member }: { tab: PersonTab; member: Member }) => {
  if (tab === 'cards') return <PersonCards member={member} />;
  if (tab === 'transfer') return <PersonTransfer member={member} />;
  if (tab === 'expenses')
    return <EntityExpenses filterField="member_id" id={member.id} emptyMessage="spendboard.people.detail.no_expenses" />;
  return <PersonOverview member={member} />;
};

const PersonPage = ({ tab, member }: { tab: PersonTab; member: Member }) => {
  const translate = useTranslate();
  const cardServices = useCardServicesState();
  const hiddenTab = (tab === 'cards' || tab === 'transfer') && cardServices.loaded && !cardServices.enabled;
  if (hiddenTab) return <Navigate to={`/people/overview/${member.id}`} replace />;
  const name = displayFullName(member.first_name, member.last_name);
  return (
    <DetailTabsLayout
      title={name}
      tabs={personTabs(String(member.id), cardServices.enabled)}
      breadcrumbs={[{ label: translate('spendboard.people.title'), path: '/people' }, { label: name }]}
      actions={<PersonActions member={member} />}
    >
      <TabContent tab={tab} member={member} />
    </DetailTabsLayout>
  );
};

/** `/people/{tab}/{pid}` (spec §2), behind read people details with the warning. */
const PersonDetail = () => {
  const { tab, id } = useParams();
  if (!id || !isPersonTab(tab)) return <Navigate to="/people" replace />;
  return (
    <DetailAccessGate resource="people">
      <ShowRecord<Member>
        resource="people"
        id={Number(id)}
        meta={{ partials: PERSON_PARTIALS }}
        notFound={{ kind: 'person', listPath: personPaths.list }}
      >
        {(member) => <PersonPage tab={tab} member={member} />}
      </ShowRecord>
    </DetailAccessGate>
  );
};

export default PersonDetail;
