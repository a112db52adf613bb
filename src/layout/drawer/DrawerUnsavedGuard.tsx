import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { DiscardChangesDialog } from '../dialogs/DiscardChangesDialog';

type Report = (key: string, what: string | null) => void;

const UnsavedReportContext = createContext<Report | null>(null);

/**
 * A drawer that holds forms asks before it throws away their unsaved input (issue 35 item 6): the
 * same question as a changed dialog form (DiscardChangesDialog), naming what is lost. `children`
 * gets the guarded close, for the drawer's Escape, click outside and close button.
 */
export const DrawerUnsavedGuard = ({ onClose, children }: { onClose: () => void; children: (close: () => void) => ReactNode }) => {
  const unsaved = useRef(new Map<string, string>());
  const [asking, setAsking] = useState<string | null>(null);
  const report = useCallback<Report>((key, what) => {
    if (what === null) unsaved.current.delete(key);
    else unsaved.current.set(key, what);
  }, []);
  const requestClose = () => {
    const first = unsaved.current.values().next();
    if (first.done) onClose();
    else setAsking(first.value);
  };
  return (
    <UnsavedReportContext.Provider value={report}>
      {children(requestClose)}
      <DiscardChangesDialog
        open={asking !== null}
        what={asking ?? undefined}
        onKeep={() => setAsking(null)}
        onDiscard={() => {
          setAsking(null);
          unsaved.current.clear();
          onClose();
        }}
      />
    </UnsavedReportContext.Provider>
  );
};

let nextKey = 0;

/**
 * Inside a react-admin `<Form>` in a drawer: tells the drawer while the form holds unsaved input,
 * named `what` ('the coding of the expense'). Outside a guarded drawer it does nothing.
 */
export const ReportUnsavedToDrawer = ({ what }: { what: string }) => {
  const report = useContext(UnsavedReportContext);
  const { isDirty, isSubmitting } = useFormState();
  const key = useMemo(() => `form-${(nextKey += 1)}`, []);
  const unsaved = isDirty && !isSubmitting;
  useEffect(() => {
    report?.(key, unsaved ? what : null);
    return () => report?.(key, null);
  }, [report, key, unsaved, what]);
  return null;
};
