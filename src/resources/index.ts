import type { ResourceManifest } from '../layout/navigation/manifest';
import branches from './branches';
import cards from './cards';
import departments from './departments';
import expenses from './expenses';
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
  expenses,
  roles,
  users,
  branches,
  tags,
  paymentMethods,
];
