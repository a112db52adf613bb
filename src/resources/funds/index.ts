import { lazyView } from '../../layout/navigation/lazyView';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { fundsPaths } from './paths';
import { fundingRequestListQuery } from './listQuery';

/** Funding requests (issue 14) at `/funds`, behind the card-services lock. */
export const fundsManifest = {
  name: 'funding-requests',
  order: 18,
  routes: [
    { path: fundsPaths.list, component: lazyView(() => import('./FundingRequestList')), listQuery: fundingRequestListQuery },
    /** A request's own address marks it in the list, with no remembered filters (FundingRequestRecord). */
    { path: fundsPaths.detailPattern, component: lazyView(() => import('./FundingRequestRecord')) },
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
