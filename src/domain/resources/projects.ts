import { arabicNoun, catalogueDeclaration } from './resourceDeclaration';

/** The projects catalogue: `read|create|update|delete projects`. */
export default catalogueDeclaration({
  resource: 'projects',
  order: 34,
  permissionNoun: 'projects',
  row: 'projects',
  arabicNoun: arabicNoun('project', 'مشروع', 'المشروع', 'هذا المشروع', 'مشروعًا آخر'),
});
