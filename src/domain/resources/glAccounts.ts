import { ACCOUNTING_SETTINGS_PERMISSIONS } from '../cataloguePermissions';
import { arabicNoun, catalogueAccess, permissionsIn, type ResourceDeclaration } from './resourceDeclaration';

/** The chart of accounts: read under §6 `read accounting`, changed under `update accounting settings`. */
export default {
  resource: 'gl-accounts',
  order: 40,
  permissions: permissionsIn('accounting', { 'update accounting settings': ['accounting_settings', 'change'] }),
  access: catalogueAccess(ACCOUNTING_SETTINGS_PERMISSIONS),
  arabicNoun: arabicNoun('GL account', 'حساب أستاذ عام', 'حساب الأستاذ العام', 'حساب الأستاذ العام هذا', 'حساب أستاذ عام آخر'),
} satisfies ResourceDeclaration;
