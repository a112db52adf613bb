import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { DiscardChangesDialog } from '../dialogs/DiscardChangesDialog';
import { useAskBeforeLeaving } from './askBeforeLeaving';

/**
 * Inside a react-admin form on a page (a settings section, a card's controls, an invite, two-step
 * verification): while it holds unsaved input, a link that leaves the page (the sidebar, breadcrumbs,
 * tabs, a record link, a Ctrl+K result), a Cancel marked `data-leave-to` or `data-discards-input`
 * asks first, naming `what` ('Card controls', the section's title): the same question as a changed
 * dialog or drawer (issue 35 item 6); closing or reloading the tab asks the browser's question.
 * The app's router is not a data router, so links are caught on their click, before react-router's.
 */
export const LeavePageGuard = ({ what }: { what: string }) => {
  const { isDirty, isSubmitting } = useFormState();
  const [proceed, setProceed] = useState<(() => void) | null>(null);
  useAskBeforeLeaving(isDirty && !isSubmitting, (next) => setProceed(() => next));
  return (
    <DiscardChangesDialog
      open={proceed !== null}
      what={what}
      onKeep={() => setProceed(null)}
      onDiscard={() => {
        setProceed(null);
        proceed?.();
      }}
    />
  );
};
