import { arabicNoun, catalogueDeclaration } from './resourceDeclaration';

/** The branches catalogue: `read|create|update|delete branches`. */
export default catalogueDeclaration({
  resource: 'branches',
  order: 31,
  permissionNoun: 'branches',
  row: 'branches',
  arabicNoun: arabicNoun('branch', 'فرع', 'الفرع', 'هذا الفرع', 'فرعًا آخر'),
});
