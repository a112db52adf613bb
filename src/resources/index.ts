import type { ResourceManifest } from '../layout/navigation/manifest';
import accountingSettings, { taxRatesManifest } from './accounting-settings';
import branches from './branches';
import categories from './categories';
import classifications from './classifications';
import cards from './cards';
import departments from './departments';
import paymentMethods from './payment-methods';
import people from './people';
import roles from './roles';
import tags from './tags';
import users from './users';

/** Every resource of the app, once: `App.tsx` mounts them, the route catalogue reads their entries. */
export const RESOURCE_MANIFESTS: readonly ResourceManifest[] = [
  cards,
  people,
  departments,
  roles,
  users,
  branches,
  tags,
  paymentMethods,
  categories,
  classifications,
  accountingSettings,
  taxRatesManifest,
];
