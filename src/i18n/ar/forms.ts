/** Arabic texts shared by the app's forms. */
export const formsMessagesAr = {
  forms: {
    /** Closing a changed form (DialogForm) asks first. */
    discard: {
      title: 'هل تريد تجاهل التغييرات؟',
      title_named: 'هل تريد تجاهل تغييراتك على %{what}؟',
      message: 'لم يتم حفظ التغييرات التي أجريتها في هذا النموذج بعد.',
      keep: 'متابعة التعديل',
      confirm: 'تجاهل التغييرات',
      card_controls: 'ضوابط البطاقة %{card}',
      person_invite: 'دعوة شخص جديد',
      department: 'القسم',
      new_card: 'البطاقة الجديدة',
      csv_import: 'استيراد %{file}',
      assistant_question: 'سؤالك إلى المساعد',
      two_step_setup: 'إعداد التحقق بخطوتين',
      two_step_turn_off: 'إيقاف التحقق بخطوتين',
    },
  },
};
