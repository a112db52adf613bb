import { lazyView } from '../../layout/navigation/lazyView';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { catalogueEntry, listAccess, type ResourceManifest } from '../../layout/navigation/manifest';
import { disputePaths } from './paths';
import { disputeListQuery } from './listQuery';

/** Disputes of card expenses (issue 14): the list at `/disputes`, a dispute at `/disputes/overview/{id}`; one opens from an expense. */
export const disputesManifest = {
  name: 'disputes',
  order: 22,
  views: { list: lazyView(() => import('./DisputeList')) },
  listQuery: disputeListQuery,
  icon: GavelOutlined,
  routes: [{ path: disputePaths.detailPattern, component: lazyView(() => import('./DisputeShow')) }],
  catalogue: [
    catalogueEntry({
      id: 'disputes',
      path: disputePaths.list,
      icon: GavelOutlined,
      group: 'financial',
      tags: ['chargeback', 'transactions'],
      access: listAccess('disputes'),
      cardServicesLock: true,
    }),
  ],
  paths: disputePaths,
} satisfies ResourceManifest;

export default disputesManifest;
