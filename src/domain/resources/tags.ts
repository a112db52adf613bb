import { arabicNoun, catalogueDeclaration } from './resourceDeclaration';

/** The tags catalogue: `read|create|update|delete tags`. */
export default catalogueDeclaration({
  resource: 'tags',
  order: 32,
  permissionNoun: 'tags',
  row: 'tags',
  arabicNoun: arabicNoun('tag', 'وسم', 'الوسم', 'هذا الوسم', 'وسمًا آخر'),
});
