/** Arabic texts of the keys the domain rules return (English: src/domain/domainMessages.ts). */
export const domainMessagesAr = {
  validation: {
    day: 'أدخل التاريخ بالصيغة يوم/شهر/سنة (DD/MM/YYYY)',
    amount: {
      required: 'أدخل مبلغًا',
      number: 'أدخل رقمًا، مثل 1250.50',
      min: 'لا يمكن أن يكون المبلغ سالبًا',
      max: 'لا يمكن أن يزيد المبلغ على %{max}',
      decimals: 'استخدم %{decimals} منازل عشرية على الأكثر',
      positive: 'يجب أن يكون المبلغ أكبر من 0',
      over_balance: 'المبلغ أكبر من الرصيد المتاح (%{balance})',
    },
  },
  status: {
    expense: {
      draft: 'مسودة',
      submitted: 'مُرسل',
      declined: 'مرفوض من البنك',
      captured: 'مُحصّل',
      reversed: 'مُسترد',
      manual: 'يدوي',
      manual_approved: 'معتمد يدويًا',
      manual_rejected: 'مرفوض يدويًا',
      approved: 'معتمد',
      rejected: 'مرفوض',
      recalled: 'مسحوب',
      reported: 'مُبلّغ عنه',
      reimbursed: 'مُعوَّض',
      cancelled: 'ملغى',
      refunded: 'مُعاد',
      in_review: 'قيد المراجعة',
      pending: 'قيد الانتظار',
      my_expenses: 'مصروفاتي',
    },
    sync: { IN_PROGRESS: 'المزامنة جارية', SYNCED: 'تمت المزامنة', ERROR: 'فشلت' },
  },
};
