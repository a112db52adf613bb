import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStoreContext } from 'react-admin';
import { useLocation } from 'react-router';
import { companySwitchTarget, sameKindListPath } from '../../domain/companySession';
import { switchToCompany } from '../../providers/session/switchCompany';
import { useRouteCatalogue } from '../navigation/RouteCatalogueContext';

export type SwitchState =
  | { step: 'idle' }
  | { step: 'confirm'; companyId: string }
  | { step: 'switching'; companyId: string }
  | { step: 'failed'; companyId: string };

/**
 * Switching company (spec §4): confirm, validate with `me` and the new X-Tenant, set it,
 * clear the react-query cache and the react-admin store, reload (this page, or `reloadTo`,
 * a safe same-origin path; a first company chosen without one lands on the dashboard). On a
 * record's page (a detail, an edit) it lands on the list of the same kind: the record was the
 * other company's.
 */
export function useSwitchCompany(reloadTo?: string) {
  const [state, setState] = useState<SwitchState>({ step: 'idle' });
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const store = useStoreContext();
  const { listPaths } = useRouteCatalogue();

  const confirm = async () => {
    if (state.step !== 'confirm') return;
    const { companyId } = state;
    setState({ step: 'switching', companyId });
    let hadActiveCompany: boolean;
    try {
      ({ hadActiveCompany } = await switchToCompany(companyId));
    } catch {
      setState({ step: 'failed', companyId });
      return;
    }
    queryClient.clear();
    store.reset();
    const target = companySwitchTarget({ redirectTo: reloadTo ?? sameKindListPath(pathname, listPaths), hadActiveCompany });
    if (target) window.location.assign(target);
    else window.location.reload();
  };

  return {
    state,
    request: (companyId: string) => setState({ step: 'confirm', companyId }),
    cancel: () => setState({ step: 'idle' }),
    confirm,
  };
}
