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
    bill: {
      create: 'إنشاء فاتورة مورد',
      reading: 'جارٍ قراءة الفاتورة…',
      produced: 'فاتورة المورد المسجلة من هذه الرسالة:',
      read: 'قُرئ من %{file}: %{fields}. راجع كل حقل قبل الحفظ.',
      nothing_read: 'تعذرت قراءة أي شيء من %{file} (قد يكون ملفًا ممسوحًا بلا نص): املأ الفاتورة.',
      vendor_by: { trn: 'طوبق المورد برقمه الضريبي.', sender: 'طوبق المورد بعنوان المرسل.' },
      vendor_unknown: 'لم يُطابق أي مورد: اختره.',
      fields: {
        trn: 'الرقم الضريبي',
        invoice_number: 'رقم الفاتورة',
        invoice_date: 'تاريخ الفاتورة',
        due_date: 'تاريخ الاستحقاق',
        subtotal: 'المجموع الفرعي',
        vat: 'ضريبة القيمة المضافة',
        total: 'الإجمالي',
      },
    },
    tabs: { label: 'حالة التصنيف', all: 'الكل', classified: 'مصنفة', unclassified: 'غير مصنفة' },
  },
};
