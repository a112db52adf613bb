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
  },
};
