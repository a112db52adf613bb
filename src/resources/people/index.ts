import { lazyView } from '../../layout/navigation/lazyView';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import type { Member } from '../../api/schema';
import { displayFullName } from '../../domain/display';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { personPaths } from './paths';
import { CARD_SERVICES_PERSON_TABS } from './personTabs';
import { peopleListQuery } from './listQuery';

/**
 * People (members): react-admin serves the list and the invite at `/people`; the detail tabs are extra routes.
 * In the sidebar's Work bench (issue 21 item 11), not only in the search index.
 */
export const peopleManifest = {
  name: 'people',
  order: 2,
  views: {
    list: lazyView(() => import('./PeopleList')),
    create: lazyView(() => import('./PersonInvite')),
  },
  listQuery: peopleListQuery,
  icon: PeopleOutlined,
  recordRepresentation: (member: Member) => displayFullName(member.first_name, member.last_name),
  routes: [{ path: personPaths.detailPattern, component: lazyView(() => import('./PersonDetail')) }],
  catalogue: [
    catalogueEntry({
      id: 'people',
      path: personPaths.list,
      icon: PeopleOutlined,
      group: 'workbench',
      tags: ['employees', 'members', 'staff'],
      quickActions: [quickAction('create', 'people', { to: personPaths.create }), quickAction('import', 'people')],
      access: listAccess('people'),
    }),
  ],
  cardServicesLockedPaths: CARD_SERVICES_PERSON_TABS.map((tab) => personPaths.tab(tab, ':id')),
  paths: personPaths,
} satisfies ResourceManifest;

export default peopleManifest;
