import { arabicNoun } from '../plural';

/** Arabic texts of the coding rules (`/settings/expense-automations`): `resources.expense-automations.*`. */
export const expenseAutomationsResourceAr = {
  'expense-automations': {
    name: arabicNoun('قاعدة ترميز', 'قواعد الترميز'),
    title: 'قواعد الترميز',
    fields: {
      priority: 'الترتيب',
      name: 'الاسم',
      enabled: 'مفعّلة',
      merchant_contains: 'اسم التاجر يحتوي على',
      mcc_category: 'فئة التاجر',
      max_amount: 'الحد الأقصى للمبلغ',
      currency: 'عملة الحد الأقصى',
      category_id: 'الترميز إلى الفئة',
      category_name: 'ترمّز إلى',
      project_id: 'المشروع',
      tag_ids: 'الوسوم',
      conditions: 'متى',
      status: 'الحالة',
      created_at: 'تاريخ الإضافة',
    },
    help: {
      priority: 'تُجرَّب القواعد من الرقم الأصغر؛ أول قاعدة تنطبق ترمّز المصروف.',
      enabled: 'القواعد المفعّلة وحدها ترمّز المصروفات الجديدة.',
      merchant_contains: 'دون تمييز لحالة الأحرف، مثلًا «careem» تطابق «CAREEM RIDE 2291».',
      max_amount: 'اتركه فارغًا لأي مبلغ؛ المصروف بعملة أخرى لا يطابق.',
      category_id: 'لا تتغير أبدًا فئة اختارها شخص من قبل.',
    },
    any_mcc: 'أي فئة تاجر',
    enabled: { true: 'مفعّلة', false: 'متوقفة' },
    conditions: { merchant: 'اسم التاجر يحتوي على «%{text}»', max: 'بحد أقصى %{amount}' },
    apply: {
      column: 'المصروفات الحالية',
      action: 'تطبيق %{name} على المصروفات الحالية غير المرمّزة',
      title: 'تطبيق %{name} على المصروفات الحالية',
      counting: 'جارٍ عدّ المصروفات غير المرمّزة التي تطابقها هذه القاعدة…',
      question:
        'ترميز %{smart_count} مصروف غير مرمّز بإجمالي %{total}؟ |||| ترميز مصروف واحد غير مرمّز بمبلغ %{total}؟ |||| ترميز مصروفين غير مرمّزين بإجمالي %{total}؟ |||| ترميز %{smart_count} مصروفات غير مرمّزة بإجمالي %{total}؟ |||| ترميز %{smart_count} مصروفًا غير مرمّز بإجمالي %{total}؟ |||| ترميز %{smart_count} مصروف غير مرمّز بإجمالي %{total}؟',
      none: 'لا يطابق %{name} أي مصروف غير مرمّز الآن: لن يتغير شيء.',
      trail: 'سيذكر سجل نشاط كل مصروف أنه رُمّز بالقاعدة «%{name}».',
      kept: 'تبقى كما هي المصروفات التي رمّزها شخص من قبل والمغلقة وتلك الواقعة في فترة مقفلة.',
      confirm: 'ترميز المصروفات',
      done: 'رُمّز %{smart_count} مصروف (%{total}). |||| رُمّز مصروف واحد (%{total}). |||| رُمّز مصروفان (%{total}). |||| رُمّزت %{smart_count} مصروفات (%{total}). |||| رُمّز %{smart_count} مصروفًا (%{total}). |||| رُمّز %{smart_count} مصروف (%{total}).',
    },
    catalogue: {
      create: 'قاعدة ترميز جديدة',
      create_title: 'قاعدة ترميز جديدة',
      edit_title: 'تعديل قاعدة الترميز %{name}',
      import_title: 'استيراد قواعد الترميز',
      archive_title: 'أرشفة قاعدة الترميز %{name}',
      restore_title: 'استعادة قاعدة الترميز %{name}',
      delete_title: 'حذف قاعدة الترميز %{name}',
      archive: 'أرشفة قاعدة الترميز',
      restore: 'استعادة قاعدة الترميز',
      delete: 'حذف قاعدة الترميز',
      empty: {
        title: 'لا توجد قواعد ترميز بعد',
        message: 'ترمّز القاعدة المصروفات الجديدة حسب التاجر: فئتها، ومشروعًا أو وسومًا إن شئت.',
      },
    },
  },
};

/** Words of the permissions it declares (src/domain/resources/expenseAutomations.ts) and its row of the role editor. */
export const expenseAutomationsPermissionWordsAr = {
  words: {
    read_expense_automations: 'عرض قواعد الترميز في الشركة وما سيرمّزه تطبيق إحداها',
    organize_expense_automations: 'إضافة قواعد الترميز وتعديلها وإيقافها وحذفها وتطبيقها على المصروفات غير المرمّزة',
  },
  rows: { expense_automations: 'قواعد الترميز' },
};

/** Label and description of its sidebar and Ctrl+K entry. */
export const expenseAutomationsRouteTextsAr = {
  expense_automations: { label: 'قواعد الترميز', description: 'أتمتة ترمّز المصروفات الجديدة حسب التاجر' },
};
