/** مساعد الإنفاق الذكي. */
export const assistantMessagesAr = {
  assistant: {
    open: 'اسأل مساعد الإنفاق الذكي',
    title: 'مساعد الإنفاق الذكي',
    input_label: 'سؤالك',
    placeholder: 'اسأل عن الإنفاق والموافقات في شركاتك',
    send: 'إرسال',
    you: 'أنت',
    ai: 'المساعد',
    thinking: 'جارٍ حساب الأرقام',
    empty: 'اطرح سؤالاً عن الإنفاق والموافقات في الشركات التي يمكنك رؤيتها. كل رقم محسوب من بياناتك ومرتبط بالقائمة التي تعرضه.',
    suggestions_title: 'أسئلة مقترحة',
    suggestions: {
      spend_by_company: 'How much did each company spend this month?',
      change: 'How did spend change by company since last month?',
      urgent: 'What is urgent or overdue?',
      limits: 'Which card limits are nearly used?',
      unusual: 'Is there any unusual spend?',
    },
    sources: 'المصادر',
    other_company: 'يفتح في %{company} (يبدّل الشركة)',
    network_error: 'عذراً، أواجه مشكلة في الاتصال الآن. يرجى المحاولة مرة أخرى بعد قليل.',
    failed: 'تعذّر الحصول على رد المساعد',
  },
};
