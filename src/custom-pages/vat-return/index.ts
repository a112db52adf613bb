import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { lazyView } from '../../layout/navigation/lazyView';
import { catalogueEntry, permissionAccess, type PageManifest } from '../../layout/navigation/manifest';

export const vatReturnPath = '/reports/vat-return';

/** `/reports/vat-return` (issue 35 item 2): the purchase side of the UAE VAT return by tax period. */
export const vatReturnPage = {
  path: vatReturnPath,
  component: lazyView(() => import('./VatReturnPage')),
  catalogue: [
    catalogueEntry({
      id: 'vat_return',
      path: vatReturnPath,
      icon: ReceiptLongOutlined,
      group: 'insights',
      tags: ['vat', 'tax', 'fta', 'vat 201', 'reverse charge', 'recoverable vat'],
      access: permissionAccess('read reports'),
    }),
  ],
} satisfies PageManifest;
