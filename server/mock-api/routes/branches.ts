import type { components } from '../../../src/api/schema.d.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { paginate, searchTermOf } from '../http/listing.ts';
import type { StoredBranch } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type Branch = components['schemas']['Branch'];

function presentBranch({ company_id: _companyId, ...branch }: StoredBranch): Branch {
  return branch;
}

const matches = (branch: StoredBranch, term: string) =>
  [branch.name, branch.code, branch.city].some((text) => text.toLowerCase().includes(term));

/** The head office first, then by name. */
const byHeadOfficeThenName = (a: StoredBranch, b: StoredBranch) =>
  Number(b.is_head_office) - Number(a.is_head_office) || a.name.localeCompare(b.name) || a.id - b.id;

/** GET branches, GET branches/{id}: the active company's branches (read branches); read-only. */
export const registerBranchRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/branches', (req, res) => {
    const { db, company } = requirePermission(req, 'read branches');
    const term = searchTermOf(req);
    const rows = db.branches.filter((row) => row.company_id === company.id && matches(row, term)).sort(byHeadOfficeThenName);
    const page = paginate(rows, req);
    res.json({ data: page.data.map(presentBranch), meta: page.meta });
  });

  router.get('/api/admin/branches/:id', (req, res) => {
    const { db, company } = requirePermission(req, 'read branches');
    res.json({ data: presentBranch(findOwned(db.branches, String(req.params.id), company.id)) });
  });
};
