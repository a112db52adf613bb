import { arabicNoun, catalogueDeclaration } from './resourceDeclaration';

/** The inventory catalogue: `read|create|update|delete inventory`. */
export default catalogueDeclaration({
  resource: 'inventory',
  order: 35,
  permissionNoun: 'inventory',
  row: 'inventory',
  arabicNoun: arabicNoun('inventory item', 'صنف مخزون', 'صنف المخزون', 'صنف المخزون هذا', 'صنف مخزون آخر'),
});
