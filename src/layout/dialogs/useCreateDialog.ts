import { useQuickActionDialog } from './useQuickActionDialog';

/** The open state of a list's create dialog; the global search's quick action opens it with `?action=create`. */
export function useCreateDialog() {
  return useQuickActionDialog('create');
}
