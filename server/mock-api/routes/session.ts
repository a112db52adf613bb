import type { CurrentUser, PasswordChangeRequest, SubTenant } from '../../../src/api/schema.d.ts';
import { signOut } from '../actions/accountSessions.ts';
import { changeOwnPassword } from '../actions/passwords.ts';
import { accountActorOf } from '../auth/actor.ts';
import { optionalCompany, requireUser } from '../auth/guards.ts';
import { partialsOf } from '../http/listing.ts';
import { groupByCompany } from '../store/groupByCompany.ts';
import { companiesOfUser, rolesInCompany } from '../policy/permissions.ts';
import type { MockDatabase, StoredCompany, StoredUser } from '../store/types.ts';
import { isSecondFactorMissing } from '../auth/secondFactorRequirement.ts';
import { presentRole } from '../presenters/roles.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** GET me, POST me/logout, POST me/password, GET sub-tenants. */
export const registerSessionRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/me', (req, res) => {
    const { db, user, company } = optionalCompany(req);
    res.json({ data: presentCurrentUser(db, user, company, partialsOf(req)) });
  });

  router.post('/api/admin/me/logout', (req, res) => {
    signOut(accountActorOf(req, requireUser(req)));
    res.status(204).end();
  });

  router.post('/api/admin/me/password', (req, res) => {
    changeOwnPassword(accountActorOf(req, requireUser(req)), req.body as PasswordChangeRequest);
    res.status(204).end();
  });

  router.get('/api/admin/sub-tenants', (req, res) => {
    const { db, user } = requireUser(req);
    const membersByCompany = groupByCompany(db.members);
    const data = companiesOfUser(db, user).map((company): SubTenant => ({
      id: company.id,
      name: company.name,
      total_users: membersByCompany.get(company.id)?.length ?? 0,
    }));
    res.json({ data });
  });
};

function presentCurrentUser(db: MockDatabase, user: StoredUser, company: StoredCompany | null, partials: Set<string>): CurrentUser {
  const current: CurrentUser = {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    avatar: user.avatar,
    user_type: user.user_type,
    roles: company ? rolesInCompany(db, user, company.id).map(presentRole) : [],
    two_factor_required: isSecondFactorMissing(db, user),
  };
  if (partials.has('country')) current.country = db.countries.find((country) => country.id === user.country_id) ?? null;
  if (partials.has('company') || partials.has('company.address')) {
    current.company = company && {
      id: company.id,
      name: company.name,
      ...(partials.has('company.address') ? { address: company.address } : {}),
    };
  }
  return current;
}
