import { lazyView } from '../../layout/navigation/lazyView';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { billListQuery } from './listQuery';
import { billPaths } from './paths';

/** Bills (accounts payable): react-admin serves the list at `/bills`; a bill's detail is `/bills/overview/{id}`. */
export const billsManifest = {
  name: 'bills',
  order: 14,
  views: { list: lazyView(() => import('./BillList')) },
  listQuery: billListQuery,
  icon: ReceiptLongOutlined,
  recordRepresentation: 'invoice_number',
  routes: [{ path: billPaths.detailPattern, component: lazyView(() => import('./BillShow')) }],
  catalogue: [
    catalogueEntry({
      id: 'bills',
      path: billPaths.list,
      icon: ReceiptLongOutlined,
      group: 'workbench',
      tags: ['invoices', 'payables'],
      quickActions: [quickAction('create', 'bills')],
      access: listAccess('bills'),
    }),
  ],
  paths: billPaths,
} satisfies ResourceManifest;

export default billsManifest;
