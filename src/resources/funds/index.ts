import { lazyView } from '../../layout/navigation/lazyView';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { fundsPaths } from './paths';
import { fundingRequestListQuery } from './listQuery';

/** Funding requests (issue 14) at `/funds`, a request at `/funds/overview/{id}`, behind the card-services lock. */
export const fundsManifest = {
  name: 'funding-requests',
  order: 18,
  routes: [
    { path: fundsPaths.list, component: lazyView(() => import('./FundingRequestList')), listQuery: fundingRequestListQuery },
    /** A request's own page: its facts, history and the steps this user may take (FundingRequestShow). */
    { path: fundsPaths.detailPattern, component: lazyView(() => import('./FundingRequestShow')) },
  ],
  catalogue: [
    catalogueEntry({
      id: 'funds',
      path: fundsPaths.list,
      icon: SavingsOutlined,
      group: 'financial',
      tags: ['funding', 'top up', 'transfers'],
      quickActions: [quickAction('create', 'funding-requests')],
      access: listAccess('funding-requests'),
      cardServicesLock: true,
    }),
  ],
  paths: fundsPaths,
} satisfies ResourceManifest;

export default fundsManifest;
