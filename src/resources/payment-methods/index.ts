import { lazyView } from '../../layout/navigation/lazyView';
import WalletOutlined from '@mui/icons-material/WalletOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { paymentMethodPaths } from './paths';
import { paymentMethodListQuery } from './listQuery';

/** Payment methods (a catalogue with one default): the list (with its dialogs) lives at `/settings/payment-methods`. */
export const paymentMethodsManifest = {
  name: 'payment-methods',
  order: 10,
  routes: [{ path: paymentMethodPaths.list, component: lazyView(() => import('./PaymentMethodList')), listQuery: paymentMethodListQuery }],
  catalogue: [
    catalogueEntry({
      id: 'payment_methods',
      path: paymentMethodPaths.list,
      icon: WalletOutlined,
      group: 'admin_erp',
      tags: ['erp', 'bank'],
      quickActions: [quickAction('create', 'payment-methods'), quickAction('import', 'payment-methods')],
      access: listAccess('payment-methods'),
    }),
  ],
  paths: paymentMethodPaths,
} satisfies ResourceManifest;

export default paymentMethodsManifest;
