import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  ReferenceArrayInput,
  SelectArrayInput,
  SelectInput,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { PERSON_PHONE_ROW, PersonNameLink, personRowLink } from './personRows';
import { phoneFilters } from '../../layout/lists/phoneFilters';
import { useIsPhone } from '../../layout/lists/useIsPhone';
import type { Member } from '../../api/schema';
import { ListPagination } from '../../layout/ListPagination';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { displayName } from '../../domain/display';
import { formatDate } from '../../domain/dates';
import { MEMBER_STATUSES } from '../../domain/memberStatus';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { statusChoices } from '../../domain/statusColors';
import { StatusChip } from '../../layout/StatusChip';
import { TranslatedSearchInput } from './TranslatedSearchInput';
import { PeopleImportButton } from './PeopleImportButton';
import { useListQueryProps } from '../../layout/lists/listQuery';
import { peopleListQuery } from './listQuery';

const Column = DataTable.Col<Member>;

const STATUS_CHOICES = statusChoices('member', MEMBER_STATUSES);

const peopleFilters = [
  <TranslatedSearchInput key="q" source="q" alwaysOn placeholder="spendboard.people.search" />,
  <ReferenceArrayInput
    key="department_id"
    source="department_id"
    reference="departments"
    perPage={1000}
    sort={{ field: 'name', order: 'ASC' }}
    alwaysOn
  >
    <SelectArrayInput optionText="name" />
  </ReferenceArrayInput>,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <ReferenceArrayInput key="branch_id" source="branch_id" reference="branches" perPage={1000} sort={{ field: 'name', order: 'ASC' }}>
    <SelectArrayInput optionText="name" />
  </ReferenceArrayInput>,
];

const InviteButton = () => {
  const { canAccess } = useCanAccess({ resource: 'people', action: 'create' });
  return canAccess ? <CreateButton resource="people" label="spendboard.people.invite.button" /> : null;
};

const PeopleList = () => {
  const isPhone = useIsPhone();
  const listProps = useListQueryProps(peopleListQuery);
  return (
    <List
      {...listProps}
      title="spendboard.people.title"
      filters={phoneFilters(peopleFilters, isPhone)}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <PeopleImportButton />
          <InviteButton />
        </TopToolbar>
      }
      pagination={<ListPagination />}
      empty={<ListEmptyState title="spendboard.people.empty.title" message="spendboard.people.empty.message" action={<InviteButton />} />}
      error={<ListErrorState />}
    >
      <ResponsiveDataTable<Member> rowLink={personRowLink} phone={PERSON_PHONE_ROW}>
        <Column source="first_name" label="resources.people.fields.name" render={(member) => <PersonNameLink member={member} />} />
        <Column source="email" />
        <Column source="department_id" disableSort render={(member) => displayName(member.department?.name, '-')} />
        <Column source="cards_count" disableSort sx={{ fontVariantNumeric: 'tabular-nums' }} />
        <Column source="status" disableSort render={(member) => <StatusChip family="member" status={member.status} />} />
        <Column source="created_at" render={(member) => formatDate(member.created_at)} />
      </ResponsiveDataTable>
    </List>
  );
};

export default PeopleList;
