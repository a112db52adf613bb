import { lazyView } from '../../layout/navigation/lazyView';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { counterpartPaths } from './paths';
import { counterpartListQuery } from './listQuery';

/** Counterparts (vendors, a catalogue): registered with react-admin; the list (with its dialogs) lives at `/settings/counterparts`. */
export const counterpartsManifest = {
  name: 'counterparts',
  order: 23,
  routes: [{ path: counterpartPaths.list, component: lazyView(() => import('./CounterpartList')), listQuery: counterpartListQuery }],
  catalogue: [
    catalogueEntry({
      id: 'counterparts',
      path: counterpartPaths.list,
      icon: HandshakeOutlined,
      group: 'admin_erp',
      tags: ['erp', 'suppliers', 'vendors'],
      quickActions: [quickAction('create', 'counterparts'), quickAction('import', 'counterparts')],
      access: listAccess('counterparts'),
    }),
  ],
  paths: counterpartPaths,
} satisfies ResourceManifest;

export default counterpartsManifest;
