import { Alert, Box, CircularProgress } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { useGetOne, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { DetailAccessGate } from '../../layout/access';
import { DetailTabsLayout } from '../../layout/detail/DetailTabsLayout';
import { useCardServicesState } from '../../providers/access/useCardServicesState';
import { displayFullName } from '../../domain/display';
import { EntityExpenses } from '../shared/expenses';
import { PersonCards } from './PersonCards';
import { PersonOverview } from './PersonOverview';
import { PersonTransfer } from './PersonTransfer';
import { PersonActions } from './PersonActions';
import { isPersonTab, PERSON_PARTIALS, personTabs, type PersonTab } from './personTabs';

type Member = components['schemas']['Member'];

const TabContent = ({ tab, member }: { tab: PersonTab; member: Member }) => {
  if (tab === 'cards') return <PersonCards member={member} />;
  if (tab === 'transfer') return <PersonTransfer member={member} />;
  if (tab === 'expenses') return <EntityExpenses filterField="member_id" id={member.id} emptyMessage="spendboard.people.detail.no_expenses" />;
  return <PersonOverview member={member} />;
};

const PersonDetailContent = ({ tab, id }: { tab: PersonTab; id: string }) => {
  const translate = useTranslate();
  const cardServices = useCardServicesState();
  const { data: member, isPending, error } = useGetOne<Member>('people', { id: Number(id), meta: { partials: PERSON_PARTIALS } });
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={translate('spendboard.loading')} />
      </Box>
    );
  }
  if (error || !member) {
    const reason = error instanceof Error ? error.message : 'spendboard.people.detail.not_found';
    return <Alert severity="error" sx={{ m: 2 }}>{translate(reason, { _: reason })}</Alert>;
  }
  const hiddenTab = (tab === 'cards' || tab === 'transfer') && cardServices.loaded && !cardServices.enabled;
  if (hiddenTab) return <Navigate to={`/people/overview/${id}`} replace />;
  const name = displayFullName(member.first_name, member.last_name);
  return (
    <DetailTabsLayout
      title={name}
      tabs={personTabs(id, cardServices.enabled)}
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
      <PersonDetailContent tab={tab} id={id} />
    </DetailAccessGate>
  );
};

export default PersonDetail;
