/** English texts of disputes (`/disputes`): `resources.disputes.*`. */
export const disputesResourceEn = {
  disputes: {
    name: 'Dispute |||| Disputes',
    title: 'Disputes',
    open_title: 'Dispute the payment to %{merchant}',
    edit_title: 'Change the dispute of %{merchant}',
    detail_title: 'Dispute of %{merchant}',
    open: 'Open the dispute of %{merchant}',
    tabs: { overview: 'Overview' },
    fields: {
      merchant: 'Merchant',
      expense: 'Expense',
      reason: 'Reason',
      amount: 'Disputed amount',
      scope: 'What is disputed',
      status: 'Status',
      created_at: 'Opened on',
      created_by: 'Opened by',
      submitted_at: 'Submitted on',
      decided_at: 'Decided on',
      window_ends_on: 'Submit by',
      explanation: 'What happened',
      duplicate_expense_id: 'The other expense (the original)',
      expected_on: 'Expected on',
      cancelled_on: 'Cancelled on',
      cancellation_policy: "The merchant's cancellation policy",
      files: 'Evidence files',
      credited_amount: 'Credited to the wallet',
      spent_at: 'Transaction date',
    },
    reason: {
      fraudulent: 'Fraudulent',
      duplicate: 'Duplicate',
      not_received: 'Not received',
      not_as_described: 'Not as described',
      canceled: 'Canceled',
      other: 'Other',
    },
    scope: { full: 'The whole amount', partial: 'Part of it' },
    partial: 'Partial',
    actions: {
      dispute: 'Dispute',
      edit: 'Change',
      submit: 'Submit',
      add_file: 'Add a file',
      remove_file: 'Remove %{file}',
      view: 'Open the dispute',
    },
    submit: {
      title: 'Submit the dispute of %{merchant}',
      question: 'Submit this dispute to the card network?',
      amount: '%{amount} of %{total} is disputed.',
      locked: 'Nothing can be changed after it is submitted.',
      decision: 'The card network decides in about 10 days; a won dispute is credited to the company wallet.',
    },
    help: {
      authorized_fraud_only: 'The payment is still authorized: it can only be disputed as fraudulent.',
      window: 'Disputes can be opened and submitted until %{date} (60 days after the transaction).',
      files: 'Photos, receipts, e-mails with the merchant: %{formats}, up to 5 MB each.',
      needs_file: 'A dispute for goods not as described needs a file before it is submitted.',
      locked: 'This dispute was submitted: nothing can change any more.',
    },
    expense: {
      section: 'Dispute',
      disputed: 'Disputed: %{amount} · %{status}',
      cannot: 'This expense cannot be disputed: %{why}',
      why: {
        not_card: 'it was not paid by card.',
        not_captured: 'its payment is not captured.',
        window_closed: 'the 60 days after the transaction have passed.',
      },
    },
    upload: { wrong_type: 'The file must be of type: %{formats}.', too_large: 'The file may not be greater than 5 MB.' },
    empty: { title: 'No disputes', message: 'Open a dispute from a card expense (its details: Dispute).' },
  },
};

/** English words of the permissions the declaration of disputes (src/domain/resources/) adds and its rows of the role editor. */
export const disputesPermissionWordsEn = {
  words: {
    read_disputes: 'See disputes',
    organize_disputes: 'Open and submit disputes',
  },
  rows: {
    disputes: 'Disputes',
  },
};
