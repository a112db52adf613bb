import { CLASSIFICATION_PERMISSIONS } from '../cataloguePermissions';
import { arabicNoun, catalogueAccess, permissionsIn, type ResourceDeclaration } from './resourceDeclaration';

/** Classifications: read under `read accounting`, written under §6 `organize classifications`. */
export default {
  resource: 'classifications',
  order: 39,
  permissions: permissionsIn('accounting', { 'organize classifications': ['classifications', 'change'] }),
  access: catalogueAccess(CLASSIFICATION_PERMISSIONS),
  arabicNoun: arabicNoun('classification', 'تصنيف', 'التصنيف', 'هذا التصنيف', 'تصنيفًا آخر'),
} satisfies ResourceDeclaration;
