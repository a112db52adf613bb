import { arabicNoun } from '../plural';
/** Arabic texts of the payment methods catalogue (mirrors `en/resources/paymentMethods.ts`). */
export const paymentMethodsResourceAr = {
  'payment-methods': {
    name: arabicNoun('طريقة دفع', 'طرق الدفع'),
    title: 'طرق الدفع',
    fields: { type: 'النوع', name: 'الاسم', details: 'التفاصيل', is_default: 'افتراضية', status: 'الحالة', created_at: 'تاريخ الإضافة' },
    help: {
      details: 'ما يحتاجه الدافع: الحساب البنكي أو البطاقة أو صندوق النقد…',
      is_default: 'تُدفع الفواتير والمبالغ المستردة بهذه الطريقة ما لم تُختر طريقة أخرى.',
      is_default_locked: 'هذه هي الطريقة الافتراضية. لتغييرها اجعل طريقة أخرى هي الافتراضية.',
    },
    type: { bank_transfer: 'تحويل بنكي', card: 'بطاقة', cash: 'نقدًا', cheque: 'شيك' },
    catalogue: {
      create: 'طريقة دفع جديدة',
      create_title: 'طريقة دفع جديدة',
      edit_title: 'تعديل طريقة الدفع %{name}',
      import_title: 'استيراد طرق الدفع',
      archive_title: 'أرشفة طريقة الدفع %{name}',
      restore_title: 'استعادة طريقة الدفع %{name}',
      delete_title: 'حذف طريقة الدفع %{name}',
      archive: 'أرشفة طريقة الدفع',
      restore: 'استعادة طريقة الدفع',
      delete: 'حذف طريقة الدفع',
      empty: { title: 'لا توجد طرق دفع بعد', message: 'أضف الطرق التي تدفع بها الشركة: تحويل بنكي أو بطاقة أو نقدًا أو شيك.' },
    },
  },
};

/** Arabic words of the permissions this resource declares (src/domain/resources/paymentMethods.ts) and its row of the role editor. */
export const paymentMethodsPermissionWordsAr = {
  words: {
    read_payment_methods: 'عرض طرق الدفع الخاصة بالشركة',
    create_payment_methods: 'إضافة طرق الدفع واستيرادها من ملف',
    update_payment_methods: 'تعديل طرق الدفع وأرشفتها واستعادتها واختيار الطريقة الافتراضية',
    delete_payment_methods: 'حذف طرق الدفع غير المستخدمة',
  },
  rows: {
    payment_methods: 'طرق الدفع',
  },
};

/** Arabic label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.payment_methods`). */
export const paymentMethodsRouteTextsAr = {
  payment_methods: { label: 'طرق الدفع', description: 'كيفية دفع الفواتير' },
};
