/** The AI spend assistant's drawer (issue 15; §8's failure texts are exact). */
export const assistantMessagesEn = {
  assistant: {
    open: 'Ask the AI spend assistant',
    title: 'AI spend assistant',
    input_label: 'Your question',
    placeholder: 'Ask about spend and approvals across your companies',
    send: 'Send',
    you: 'You',
    ai: 'Assistant',
    thinking: 'Working out the figures',
    empty:
      'Ask a question about spend and approvals in the companies you can see. Every figure is computed from your data and links to the list that shows it.',
    suggestions_title: 'Suggested questions',
    suggestions: {
      spend_by_company: 'How much did each company spend this month?',
      change: 'How did spend change by company since last month?',
      urgent: 'What is urgent or overdue?',
      limits: 'Which card limits are nearly used?',
      unusual: 'Is there any unusual spend?',
    },
    sources: 'Sources',
    other_company: 'opens in %{company} (switches company)',
    network_error: "Sorry, I'm having trouble connecting right now. Please try again in a moment.",
    failed: 'Failed to get AI response',
    canned: {
      offline: 'The assistant could not be reached. An offline answer:',
      spend_by_company: 'My Portfolio shows what each company spent this month, in its own currency.',
      change: "My Portfolio's chart compares each company's spend month by month over the last six months.",
      urgent: 'My Approval lists everything waiting on you in every company, urgent first, then the earliest due.',
      limits: "Cards shows each card's limit and how much of it is left.",
      unusual: 'Smart Comply lists the expenses and bills flagged as unusual, highest severity first.',
      open: {
        spend_by_company: 'Open My Portfolio',
        change: 'Open My Portfolio',
        urgent: 'Open My Approval',
        limits: 'Open Cards',
        unusual: 'Open Smart Comply',
      },
    },
  },
};
