import { DataTable, List } from 'react-admin';
import type { Member } from '../../api/schema';
import { ListPagination } from '../../layout/ListPagination';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { DEFAULT_PAGE_SIZE } from '../../domain/layout';
import { EmptyTab } from '../people/EmptyTab';
import { StatusChip } from '../../layout/StatusChip';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { PERSON_PHONE_ROW, PersonNameLink, personRowLink } from '../people/personRows';

const Column = DataTable.Col<Member>;

/** `/settings/departments/members/{did}`: the people of the department. */
export const DepartmentMembers = ({ id }: { id: number }) => (
  <List
    resource="people"
    filter={{ department_id: [String(id)] }}
    perPage={DEFAULT_PAGE_SIZE}
    sort={{ field: 'created_at', order: 'DESC' }}
    exporter={false}
    actions={false}
    title={false}
    disableSyncWithLocation
    pagination={<ListPagination />}
    empty={<EmptyTab message="spendboard.departments.detail.no_members" />}
    error={<ListErrorState />}
  >
    <ResponsiveDataTable<Member> rowLink={personRowLink} phone={PERSON_PHONE_ROW}>
      <Column source="first_name" label="resources.people.fields.name" render={(member) => <PersonNameLink member={member} />} />
      <Column source="email" />
      <Column source="cards_count" disableSort />
      <Column source="status" disableSort render={(member) => <StatusChip family="member" status={member.status} />} />
    </ResponsiveDataTable>
  </List>
);
