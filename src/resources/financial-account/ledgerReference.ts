import { billPaths } from '../bills/paths';
import { disputePaths } from '../disputes/paths';
import { payrollPaths } from '../payroll-runs/paths';

/** Where a ledger entry's reference is shown (`reference_kind` → its page), or null when it has none (transfers, top-ups, funding requests: no page of their own). */
export function ledgerReferencePath(kind: string | null, id: string | null): string | null {
  if (kind === null || id === null) return null;
  switch (kind) {
    case 'bill':
      return billPaths.detail(id);
    case 'dispute':
      return disputePaths.detail(id);
    case 'salary_run':
      return payrollPaths.detail(id);
    default:
      return null;
  }
}
