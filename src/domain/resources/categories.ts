import { arabicNoun, catalogueDeclaration } from './resourceDeclaration';

/** The categories catalogue: `read|create|update|delete categories`. */
export default catalogueDeclaration({
  resource: 'categories',
  order: 37,
  permissionNoun: 'categories',
  row: 'categories',
  arabicNoun: arabicNoun('category', 'فئة', 'الفئة', 'هذه الفئة', 'فئة أخرى', true),
});
