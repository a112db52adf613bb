import { COUNTERPART_PERMISSIONS } from '../cataloguePermissions';
import { arabicNoun, catalogueAccess, permissionsIn, type ResourceDeclaration } from './resourceDeclaration';

/** Counterparts: read under `read counterparts`, written under §6 `organize counterparts` (in the accounting group). */
export default {
  resource: 'counterparts',
  order: 36,
  permissions: [
    ...permissionsIn('catalogues', { 'read counterparts': ['counterparts', 'view', ['Viewer']] }),
    ...permissionsIn('accounting', { 'organize counterparts': ['counterparts', 'change'] }),
  ],
  access: catalogueAccess(COUNTERPART_PERMISSIONS),
  arabicNoun: arabicNoun('counterpart', 'طرف مقابل', 'الطرف المقابل', 'هذا الطرف المقابل', 'طرفًا مقابلًا آخر'),
} satisfies ResourceDeclaration;
