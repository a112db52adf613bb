import { lazyView } from '../../layout/navigation/lazyView';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { departmentPaths } from './paths';
import { departmentListQuery } from './listQuery';

/** Departments: registered with react-admin; every page lives under `/settings/departments` (extra routes). */
export const departmentsManifest = {
  name: 'departments',
  order: 3,
  routes: [
    { path: departmentPaths.list, component: lazyView(() => import('./DepartmentList')), listQuery: departmentListQuery },
    { path: departmentPaths.create, component: lazyView(() => import('./DepartmentCreate')) },
    { path: departmentPaths.edit(':id'), component: lazyView(() => import('./DepartmentEdit')) },
    { path: departmentPaths.detailPattern, component: lazyView(() => import('./DepartmentDetail')) },
  ],
  catalogue: [
    catalogueEntry({
      id: 'departments',
      path: departmentPaths.list,
      icon: GroupsOutlined,
      group: 'admin_users',
      tags: ['teams', 'limits'],
      quickActions: [quickAction('create', 'departments', { to: departmentPaths.create })],
      access: listAccess('departments'),
    }),
  ],
  paths: departmentPaths,
} satisfies ResourceManifest;

export default departmentsManifest;
