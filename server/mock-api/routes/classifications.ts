import type { Classification, ClassificationWrite } from '../../../src/api/schema.d.ts';
import { CLASSIFICATION_PERMISSIONS } from '../../../src/domain/cataloguePermissions.ts';
import { classificationFields, classificationImportRules, classificationWriteErrors } from '../policy/classifications.ts';
import type { StoredClassification } from '../store/types.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const presentClassification = ({ company_id: _companyId, ...row }: StoredClassification): Classification => row;

/** The mailbox's classifications (a catalogue): read under `read accounting`, written under `organize classifications`. */
export const registerClassificationRoutes: RegisterRoutes = (router) =>
  registerCatalogueRoutes<StoredClassification, ClassificationWrite, Classification>(router, {
    path: '/api/admin/classifications',
    noun: 'classification',
    permissionNoun: 'classifications',
    permissions: CLASSIFICATION_PERMISSIONS,
    rows: (db) => db.classifications,
    present: presentClassification,
    searchIn: (row) => [row.name, ...row.senders, ...row.subject_keywords, ...row.body_keywords],
    defaultOrder: [
      { field: 'priority', descending: false },
      { field: 'name', descending: false },
    ],
    exactFilters: ['status'],
    writeErrors: classificationWriteErrors,
    importRules: classificationImportRules,
    newRow: (body, base) => ({ ...base, ...classificationFields(body) }),
    applyWrite: (row, body) => Object.assign(row, classificationFields(body)),
  });
