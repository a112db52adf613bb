import { COUNTERPART_PERMISSIONS } from '../cataloguePermissions';
import { arabicNoun, catalogueAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Counterparts: read under `read counterparts`, written under §6 `organize counterparts` (in the accounting group). */
export default {
  resource: 'counterparts',
  order: 6,
  permissions: [{ name: 'read counterparts', group: 'catalogues', row: 'counterparts', column: 'view', grantedTo: ['Viewer'] }],
  access: catalogueAccess(COUNTERPART_PERMISSIONS),
  arabicNoun: arabicNoun('counterpart', 'طرف مقابل', 'الطرف المقابل', 'هذا الطرف المقابل', 'طرفًا مقابلًا آخر'),
} satisfies ResourceDeclaration;
