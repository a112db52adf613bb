import { RECORD_HITS_DEFAULT, SEARCH_HIT_KINDS, type SearchHitKind } from '../../../src/domain/recordSearch.ts';
import { requireCompany } from '../auth/guards.ts';
import { validationFailed } from '../http/errors.ts';
import { belongsToCompany, isPermitted } from '../policy/permissions.ts';
import { searchRecords } from '../policy/recordSearch.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** The permission each kind's list needs; companies are the caller's own, no permission. */
const READ_PERMISSION: Record<SearchHitKind, string | null> = {
  person: 'read people',
  card: 'read cards',
  bill: 'read bills',
  expense: 'read expenses',
  company: null,
};

/**
 * GET search (issue 35 item 7): records of the active company matching `q`, only of the kinds the
 * caller may list there (deny list included), and the caller's own companies. The contract bounds
 * `q` (1–100) and `limit` (1–10); a blank `q` is a 422 here.
 */
export const registerSearchRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/search', (req, res) => {
    const { db, user, company } = requireCompany(req);
    const q = typeof req.query.q === 'string' ? req.query.q.trim() : '';
    if (q === '') throw validationFailed({ q: ['The q field is required.'] });
    const limit = Number(req.query.limit ?? RECORD_HITS_DEFAULT);
    const readable = new Set(
      SEARCH_HIT_KINDS.filter((kind) => {
        const permission = READ_PERMISSION[kind];
        return permission === null || isPermitted(db, user, company.id, permission);
      }),
    );
    const companies = db.companies.filter((candidate) => belongsToCompany(db, user, candidate.id));
    res.json({ data: searchRecords({ db, companyId: company.id, readable, companies }, q, limit, SEARCH_HIT_KINDS) });
  });
};
