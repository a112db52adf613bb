import { ACCOUNTING_SETTINGS_PERMISSIONS } from '../cataloguePermissions';
import { arabicNoun, catalogueAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Tax rates: read under §6 `read accounting`, changed under `update accounting settings`. */
export default {
  resource: 'tax-rates',
  order: 41,
  permissions: [],
  access: catalogueAccess(ACCOUNTING_SETTINGS_PERMISSIONS),
  arabicNoun: arabicNoun('tax rate', 'نسبة ضريبة', 'نسبة الضريبة', 'نسبة الضريبة هذه', 'نسبة ضريبة أخرى', true),
} satisfies ResourceDeclaration;
