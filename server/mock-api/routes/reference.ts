import { optionalCompany } from '../auth/guards.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** GET countries: reference data, any signed-in user. */
export const registerReferenceRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/countries', (req, res) => {
    const { db } = optionalCompany(req);
    const data = [...db.countries].sort((a, b) => a.display_name.localeCompare(b.display_name));
    res.json({ data });
  });
};
