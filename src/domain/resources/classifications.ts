import { CLASSIFICATION_PERMISSIONS } from '../cataloguePermissions';
import { arabicNoun, catalogueAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Classifications: read under `read accounting`, written under §6 `organize classifications`. */
export default {
  resource: 'classifications',
  order: 11,
  permissions: [],
  access: catalogueAccess(CLASSIFICATION_PERMISSIONS),
  arabicNoun: arabicNoun('classification', 'تصنيف', 'التصنيف', 'هذا التصنيف', 'تصنيفًا آخر'),
} satisfies ResourceDeclaration;
