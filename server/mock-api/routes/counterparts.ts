import { COUNTERPART_PERMISSIONS } from '../../../src/domain/cataloguePermissions.ts';
import type { Counterpart, CounterpartWrite } from '../../../src/api/schema.d.ts';
import { requirePermission } from '../auth/guards.ts';
import { rejectInvalid, type FieldErrors } from '../http/errors.ts';
import {
  counterpartDuplicates,
  counterpartFields,
  counterpartImportRules,
  counterpartScope,
  counterpartWriteErrors,
} from '../policy/counterparts.ts';
import type { MockDatabase, StoredCounterpart } from '../store/types.ts';
import { counterpartUses } from '../policy/catalogueUses.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const PATH = '/api/admin/counterparts';
const READ = COUNTERPART_PERMISSIONS.read;

/** A counterpart as the API answers it, with its default category's code and owner's e-mail (the CSV export writes them). */
const presentCounterpart = ({ company_id: companyId, ...counterpart }: StoredCounterpart, db: MockDatabase): Counterpart => ({
  ...counterpart,
  default_category_code:
    db.categories.find((category) => category.id === counterpart.default_category_id && category.company_id === companyId)?.code ?? null,
  owner_email: db.members.find((member) => member.id === counterpart.owner_id && member.company_id === companyId)?.email ?? null,
});

/** A query value as text (the OpenAPI validator may already have made `except_id` a number); empty is none. */
const queryText = (value: unknown): string | null =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number' ? String(value) : null;

/**
 * The company's counterparts (vendors, a catalogue): read under `read counterparts`, written under
 * `organize counterparts`; plus `GET duplicates` (the counterparts that already have a TRN or an
 * IBAN, which the form shows as a warning). The duplicates call is registered first, so
 * `duplicates` is never read as an id.
 */
export const registerCounterpartRoutes: RegisterRoutes = (router) => {
  router.get(`${PATH}/duplicates`, (req, res) => {
    const { db, company } = requirePermission(req, READ);
    const exceptText = queryText(req.query.except_id);
    const errors: FieldErrors = {};
    if (exceptText !== null && !/^\d+$/.test(exceptText)) errors.except_id = ['The except id must be a whole number.'];
    rejectInvalid(errors);
    const rows = db.counterparts.filter((row) => row.company_id === company.id);
    const found = counterpartDuplicates(
      rows,
      { trn: queryText(req.query.trn), iban: queryText(req.query.iban) },
      exceptText === null ? undefined : Number(exceptText),
    );
    res.json({ data: found });
  });

  registerCatalogueRoutes<StoredCounterpart, CounterpartWrite, Counterpart>(router, {
    path: PATH,
    noun: 'counterpart',
    usedBy: counterpartUses,
    permissionNoun: 'counterparts',
    permissions: COUNTERPART_PERMISSIONS,
    rows: (db) => db.counterparts,
    present: presentCounterpart,
    searchIn: (row) => [row.name, row.legal_name, row.trn, ...row.emails],
    defaultOrder: [{ field: 'name', descending: false }],
    exactFilters: ['status', 'is_on_hold'],
    writeErrors: (_rows, body, _existing, scope) => {
      const { members, categories } = counterpartScope(scope);
      return counterpartWriteErrors(body, members, categories);
    },
    importRules: (_rows, scope) => counterpartImportRules(scope),
    newRow: (body, base) => ({ ...base, ...counterpartFields(body) }),
    applyWrite: (row, body) => Object.assign(row, counterpartFields(body)),
  });
};
