import { useQuery } from '@tanstack/react-query';
import { mayChangeRolesOf, ungrantablePermissions, type GrantCeiling } from '../../domain/grants';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

export type GrantRules = {
  /** False until the user's permissions and the deny list are known. */
  isReady: boolean;
  /** The permissions among `names` the user may not grant (none for the firm admin, or while loading). */
  missing: (names: Iterable<string>) => string[];
  /** False on the signed-in user's own row of the users list: nobody changes his own roles. */
  mayChangeRoles: (user: { id: number; email: string }) => boolean;
};

const EVERYTHING: GrantCeiling = { kind: 'everything' };

/** The grant ceiling of the signed-in user in the active company (`src/domain/grants.ts`), for the role editor and pickers. */
export function useGrantRules(): GrantRules {
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({
    queryKey: companyQueryKey('grant-context'),
    queryFn: () => dataProvider.getGrantContext(),
    staleTime: Infinity,
  });
  const ceiling = data?.ceiling ?? EVERYTHING;
  const email = data?.email.toLowerCase();
  return {
    isReady: Boolean(data),
    missing: (names) => ungrantablePermissions(ceiling, names),
    // `me` has no person id: the user's own person in this company is the one with his e-mail.
    mayChangeRoles: (user) => mayChangeRolesOf(user.email.toLowerCase() === email ? user.id : undefined, user.id),
  };
}
