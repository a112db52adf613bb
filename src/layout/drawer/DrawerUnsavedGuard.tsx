import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { DiscardChangesDialog } from '../dialogs/DiscardChangesDialog';
import { useAskBeforeLeaving } from '../forms/askBeforeLeaving';

type Report = (key: string, what: string | null) => void;

const UnsavedReportContext = createContext<Report | null>(null);

/**
 * A drawer or dialog that holds typed input asks before it throws it away (issue 35 item 6): the
 * same question as a changed dialog form (DiscardChangesDialog), naming what is lost. `children`
 * gets the guarded close, for the drawer's Escape, click outside and close button. While something
 * is unsaved, leaving the page (a link in it, a Ctrl+K result) asks too, and so does closing the tab.
 */
export const DrawerUnsavedGuard = ({ onClose, children }: { onClose: () => void; children: (close: () => void) => ReactNode }) => {
  const unsaved = useRef(new Map<string, string>());
  const [anyUnsaved, setAnyUnsaved] = useState(false);
  const [asking, setAsking] = useState<{ what: string; proceed: () => void } | null>(null);
  const report = useCallback<Report>((key, what) => {
    if (what === null) unsaved.current.delete(key);
    else unsaved.current.set(key, what);
    setAnyUnsaved(unsaved.current.size > 0);
  }, []);
  const firstUnsaved = () => unsaved.current.values().next().value;
  const ask = (proceed: () => void) => {
    const what = firstUnsaved();
    if (what === undefined) proceed();
    else setAsking({ what, proceed });
  };
  useAskBeforeLeaving(anyUnsaved, ask);
  return (
    <UnsavedReportContext.Provider value={report}>
      {children(() => ask(onClose))}
      <DiscardChangesDialog
        open={asking !== null}
        what={asking?.what}
        onKeep={() => setAsking(null)}
        onDiscard={() => {
          setAsking(null);
          unsaved.current.clear();
          setAnyUnsaved(false);
          asking?.proceed();
        }}
      />
    </UnsavedReportContext.Provider>
  );
};

let nextKey = 0;

/**
 * Inside a guarded drawer or dialog: tells it while `unsaved` holds, naming what would be lost
 * (`what`: 'your question to the assistant', 'the import of people.csv'). Outside one it does nothing.
 */
export const ReportUnsaved = ({ what, unsaved }: { what: string; unsaved: boolean }) => {
  const report = useContext(UnsavedReportContext);
  const key = useMemo(() => `input-${(nextKey += 1)}`, []);
  useEffect(() => {
    report?.(key, unsaved ? what : null);
    return () => report?.(key, null);
  }, [report, key, unsaved, what]);
  return null;
};

/**
 * Inside a react-admin `<Form>` in a drawer or dialog: tells it while the form holds unsaved input,
 * named `what` ('the coding of the expense').
 */
export const ReportUnsavedToDrawer = ({ what }: { what: string }) => {
  const { isDirty, isSubmitting } = useFormState();
  return <ReportUnsaved what={what} unsaved={isDirty && !isSubmitting} />;
};
