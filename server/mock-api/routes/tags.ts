import type { Tag, TagWrite } from '../../../src/api/schema.d.ts';
import { tagFields, tagImportRules, tagWriteErrors } from '../policy/tags.ts';
import type { StoredTag } from '../store/types.ts';
import { tagUses } from '../policy/catalogueUses.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const presentTag = ({ company_id: _companyId, ...tag }: StoredTag): Tag => tag;

/** The company's tags (a catalogue): `… tags` permissions; names unique in the company. */
export const registerTagRoutes: RegisterRoutes = (router) =>
  registerCatalogueRoutes<StoredTag, TagWrite, Tag>(router, {
    path: '/api/admin/tags',
    noun: 'tag',
    usedBy: tagUses,
    permissionNoun: 'tags',
    rows: (db) => db.tags,
    present: presentTag,
    searchIn: (row) => [row.name, row.group],
    defaultOrder: [{ field: 'name', descending: false }],
    exactFilters: ['status', 'colour'],
    writeErrors: tagWriteErrors,
    importRules: tagImportRules,
    newRow: (body, base) => ({ ...base, ...tagFields(body) }),
    applyWrite: (row, body) => Object.assign(row, tagFields(body)),
  });
