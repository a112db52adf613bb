/** Arabic texts of the mailbox (the Inbox page and its e-mail drawer). */
export const mailboxMessagesAr = {
  mailbox: {
    email: 'البريد الإلكتروني',
    open: '%{date}، %{subject}: افتح الرسالة',
    from: 'من',
    received_at: 'تاريخ الاستلام',
    classification: 'التصنيف',
    unclassified: 'غير مصنف',
    unread: 'غير مقروء',
    mark_unread: 'تعيين كغير مقروء',
    has_attachment: 'به مرفق',
    attachment: '%{name}، مرفق بالرسالة «%{subject}»',
    not_found: 'لم يتم العثور على هذه الرسالة في هذه الشركة.',
    by_classification: 'التصنيفات',
    classify:
      'لا توجد رسائل للتصنيف |||| تصنيف رسالة واحدة وفق القواعد |||| تصنيف رسالتين وفق القواعد |||| تصنيف %{smart_count} رسائل وفق القواعد |||| تصنيف %{smart_count} رسالة وفق القواعد |||| تصنيف %{smart_count} رسالة وفق القواعد',
    tabs: { label: 'حالة التصنيف', all: 'الكل', classified: 'مصنفة', unclassified: 'غير مصنفة' },
  },
};
