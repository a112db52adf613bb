/** English texts shared by the app's forms. */
export const formsMessagesEn = {
  forms: {
    /** Closing a changed form (DialogForm) asks first. */
    discard: {
      title: 'Discard your changes?',
      title_named: 'Discard your changes to %{what}?',
      message: 'The changes you made in this form are not saved yet.',
      keep: 'Keep editing',
      confirm: 'Discard changes',
      /** What a page's form holds (LeavePageGuard), named in the question. */
      card_controls: 'the controls of card %{card}',
      person_invite: 'the invitation of a new person',
      department: 'the department',
      new_card: 'the new card',
      /** What a drawer or dialog holds (DrawerUnsavedGuard's ReportUnsaved). */
      csv_import: 'the import of %{file}',
      assistant_question: 'your question to the assistant',
      two_step_setup: 'the set-up of two-step verification',
      two_step_turn_off: 'turning off two-step verification',
    },
  },
};
