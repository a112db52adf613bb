import { loadDenyList } from '../access/denyList';
import { companyConfigQuery } from '../access/useCompanyConfig';
import { queryClient } from '../queryClient';
import { loadSession } from './sessionBootstrap';
import { seedSessionQueries } from './seedSessionQueries';

/**
 * Started beside the admin chunk's download on a signed-in page load: the session's calls (`me`, the
 * company list), the deny list and the active company's config, so the first page finds them answered
 * instead of asking for them one after another once the admin has rendered; the session's answers are
 * written where the admin reads them first (`seedSessionQueries`). Each is the same shared
 * call (or query) its readers make; a failure here is left to them, handled as it always is.
 */
export function startAdminData(): void {
  void loadDenyList();
  loadSession().then(
    (session) => {
      seedSessionQueries(session);
      if (session.kind !== 'ready') return;
      void queryClient.prefetchQuery(companyConfigQuery(session.activeCompanyId));
    },
    () => undefined,
  );
}
